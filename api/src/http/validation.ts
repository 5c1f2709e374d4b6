import type { FastifySchemaValidationError } from 'fastify';
import type { ApiError } from '@portal/kit/contracts';

/**
 * Turns Ajv's errors into one human message per field, naming the field the way the client sent it
 * ("email: must be a valid email address"), with the request part (body, querystring, params) as type.
 */
export function validationErrors(errors: FastifySchemaValidationError[], context: string | undefined): ApiError[] {
  const byField = new Map<string, ApiError>();
  for (const error of errors) {
    const field = fieldName(error, context);
    if (!byField.has(field)) {
      byField.set(field, { ...(context ? { type: context } : {}), message: `${field}: ${describe(error)}` });
    }
  }
  return [...byField.values()];
}

function fieldName(error: FastifySchemaValidationError, context: string | undefined): string {
  const segments = error.instancePath.split('/').filter(Boolean);
  const child = error.params.missingProperty ?? error.params.additionalProperty;
  if (typeof child === 'string') segments.push(child);
  return segments.length > 0 ? segments.join('.') : (context ?? 'request');
}

const FORMATS: Record<string, string> = {
  email: 'must be a valid email address',
  'date-time': 'must be a date and time in ISO 8601 form',
  date: 'must be a date in YYYY-MM-DD form',
  uuid: 'must be a valid UUID',
  uri: 'must be a valid URL',
};

function describe({ keyword, params, message }: FastifySchemaValidationError): string {
  switch (keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not allowed';
    case 'type':
      return `must be ${withArticle(String(params.type))}`;
    case 'format':
      return FORMATS[String(params.format)] ?? `must be a valid ${String(params.format)}`;
    case 'minLength':
      return `must be at least ${String(params.limit)} characters long`;
    case 'maxLength':
      return `must be at most ${String(params.limit)} characters long`;
    case 'minimum':
      return `must be at least ${String(params.limit)}`;
    case 'maximum':
      return `must be at most ${String(params.limit)}`;
    case 'enum':
      return `must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'pattern':
      return 'has an invalid format';
    default:
      return message ?? 'is invalid';
  }
}

function withArticle(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}
