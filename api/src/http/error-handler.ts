import type { FastifyError, FastifyInstance } from 'fastify';
import { sendError } from './envelope';
import { HttpError } from './errors';
import { validationErrors } from './validation';

/**
 * Every failure leaves as an envelope. Client mistakes say what to fix; server faults say only
 * "Something went wrong." and keep the detail (stack, SQL, paths) in the server log.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => sendError(reply, 404, 'Route not found.'));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      // A 5xx here is a known outage (no campaign, database down): worth a warning, not a stack hunt.
      if (error.httpCode >= 500) request.log.warn({ err: error }, error.message);
      return sendError(reply, error.httpCode, error.message, error.errors);
    }
    if (error.validation) {
      return sendError(reply, 400, 'Invalid request.', validationErrors(error.validation, error.validationContext));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return sendError(reply, 400, 'Malformed JSON body.', [{ type: 'body', message: 'The body is not valid JSON.' }]);
    }
    // Fastify's own client errors (415 media type, 413 too large, 429 rate limit) carry safe messages.
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(reply, error.statusCode, error.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, 'Something went wrong.');
  });
}
