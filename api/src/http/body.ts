import type { FastifyInstance } from 'fastify';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Clients post several calls with no payload (POST /s1/campaign/mini), some with
 * Content-Type: application/json and nothing after it, which Fastify rejects by default. An absent
 * or empty body becomes {} before validation, so every body schema is a plain object schema and a
 * missing field is reported by name. Non-empty bodies still go through Fastify's safe JSON parser.
 */
export function acceptEmptyBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && METHODS_WITH_BODY.has(request.method)) request.body = {};
  });
}
