import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/**
 * OpenAPI built from the route schemas, with one tag per module (ApiModule.tag). Registered on the
 * root instance, before the routes, so its onRoute hook sees every route.
 */
export function registerDocs(app: FastifyInstance, tags: readonly { name: string; description: string }[]): void {
  app.register(swagger, {
    // Shared schemas appear under their $id (ErrorEnvelope) rather than def-0.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
    openapi: {
      info: {
        title: 'Loyalty portal API',
        version: '0.1.0',
        description:
          'Every answer is an envelope { httpCode, message?, data?, errors? }. HTTP status equals httpCode, ' +
          'except httpCode 204, which is sent with HTTP 200.',
      },
      tags: [...tags],
    },
  });
  // staticCSP: the UI's own policy for its pages, which helmet's default would block.
  app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
