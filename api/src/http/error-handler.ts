import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '@portal/kit/contracts';
import { DomainError } from '../platform/domain-error';
import { type Language, type MessageCode, type MessageValues, requestLanguage, translate } from '../platform/messages';
import { sendError } from './envelope';
import { validationProblems } from './validation';

/** Fastify's own client errors that have a message of ours; any other keeps Fastify's English text. */
const FASTIFY_CODES: Record<string, MessageCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.malformedJson',
};

/**
 * Every failure leaves as an envelope with a stable `code`, its message in the request's language
 * (Accept-Language). Client mistakes say what to fix; server faults say only "Something went
 * wrong." and keep the detail (stack, SQL, paths) in the server log.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => answer(request, reply, 404, 'request.routeNotFound'));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request.headers['accept-language']);
    if (error instanceof DomainError) {
      // A 5xx here is a known outage (no campaign, database down): worth a warning, not a stack hunt.
      if (error.httpCode >= 500) request.log.warn({ err: error }, error.message);
      const errors = error.errors?.map(({ field, code, values }) => item(language, field, code, values));
      return answer(request, reply, error.httpCode, error.code, error.values, errors);
    }
    if (error.validation) {
      const problems = validationProblems(error.validation, error.validationContext);
      const errors = problems.map(({ part, code, values }) => item(language, part, code, values));
      return answer(request, reply, 400, 'request.invalid', undefined, errors);
    }
    const known = FASTIFY_CODES[error.code];
    if (known) return answer(request, reply, 400, known, undefined, [item(language, 'body', 'request.notJson')]);
    // Fastify's own client errors (415 media type, 413 too large) carry safe messages.
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return answer(request, reply, error.statusCode, 'request.rejected', { detail: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return answer(request, reply, 500, 'server.error');
  });
}

function item(language: Language, type: string | undefined, code: MessageCode, values?: MessageValues): ApiError {
  return { ...(type ? { type } : {}), code, message: translate(code, language, values) };
}

function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  httpCode: number,
  code: MessageCode,
  values?: MessageValues,
  errors?: ApiError[],
): FastifyReply {
  const message = translate(code, requestLanguage(request.headers['accept-language']), values);
  return sendError(reply, { httpCode, code, message, ...(errors ? { errors } : {}) });
}
