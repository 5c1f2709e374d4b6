import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/**
 * OpenAPI built from the route schemas. Registered on the root instance, before the routes, so its
 * onRoute hook sees every route. A new module adds its tag here.
 */
export function registerDocs(app: FastifyInstance): void {
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
      tags: [
        { name: 'system', description: 'Health and operations' },
        { name: 'campaign', description: 'Campaign configuration and point tiers' },
        { name: 'auth', description: 'Sign-in, OTP, session refresh and logout, social sign-in' },
        { name: 'identity', description: 'Registration, account confirmation, password recovery, profile and intake survey' },
        { name: 'points', description: "The member's point balance" },
        { name: 'mail', description: 'The development mailbox' },
        { name: 'notification', description: "The member's notification centre" },
        { name: 'whatsnew', description: 'What is new since the last visit' },
        { name: 'activity', description: 'Earning activities: the home earn list, the earn-points list and one activity' },
        { name: 'home', description: 'The lists the logged-in home page merges for display' },
        { name: 'lookup', description: 'The address finder of sign-up and the profile' },
      ],
    },
  });
  app.register(swaggerUi, { routePrefix: '/api/docs' });
}
