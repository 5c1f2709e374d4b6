import type { FastifySchemaValidationError } from 'fastify';
import type { FieldProblem } from '../platform/domain-error';
import type { MessageCode, MessageValues } from '../platform/messages';

/** A schema failure of one request part (body, querystring, params): the part and its field problems. */
export interface SchemaProblem extends FieldProblem {
  part: string | undefined;
}

/**
 * Turns Ajv's errors into one problem per field, naming the field the way the client sent it
 * ("email: must be a valid email address"), with the request part as its type.
 */
export function validationProblems(
  errors: FastifySchemaValidationError[],
  context: string | undefined,
): SchemaProblem[] {
  const byField = new Map<string, SchemaProblem>();
  for (const error of errors) {
    const field = fieldName(error, context);
    if (!byField.has(field)) byField.set(field, { part: context, field, ...describe(error, field) });
  }
  return [...byField.values()];
}

function fieldName(error: FastifySchemaValidationError, context: string | undefined): string {
  const segments = error.instancePath.split('/').filter(Boolean);
  const child = error.params.missingProperty ?? error.params.additionalProperty;
  if (typeof child === 'string') segments.push(child);
  return segments.length > 0 ? segments.join('.') : (context ?? 'request');
}

const FORMATS: Record<string, MessageCode> = {
  email: 'schema.email',
  'date-time': 'schema.dateTime',
  date: 'schema.date',
  uuid: 'schema.uuid',
  uri: 'schema.uri',
};

const LIMITS: Record<string, MessageCode> = {
  minLength: 'schema.minLength',
  maxLength: 'schema.maxLength',
  minimum: 'schema.minimum',
  maximum: 'schema.maximum',
};

type Described = { code: MessageCode; values: MessageValues };

function describe({ keyword, params }: FastifySchemaValidationError, field: string): Described {
  const code = (messageCode: MessageCode, values: MessageValues = {}): Described => ({
    code: messageCode,
    values: { field, ...values },
  });
  switch (keyword) {
    case 'required':
      return code('schema.required');
    case 'additionalProperties':
      return code('schema.notAllowed');
    case 'type': {
      const type = String(params.type);
      return code('schema.type', { type, article: /^[aeiou]/.test(type) ? 'an' : 'a' });
    }
    case 'format':
      return code(FORMATS[String(params.format)] ?? 'schema.format', { format: String(params.format) });
    case 'minLength':
    case 'maxLength':
    case 'minimum':
    case 'maximum':
      return code(LIMITS[keyword]!, { limit: String(params.limit) });
    case 'enum':
      return code('schema.enum', { values: (params.allowedValues as unknown[]).map(String).join(', ') });
    case 'pattern':
      return code('schema.pattern');
    default:
      return code('schema.invalid');
  }
}
