import type { FastifyInstance } from 'fastify';

/**
 * A signed-in member's answers (their profile, balance, tickets) are theirs alone: no shared cache and
 * no browser cache may keep them. A route that says otherwise (a file download) keeps its own rule.
 */
export function keepMemberAnswersPrivate(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.headers.authorization && !reply.hasHeader('cache-control')) {
      void reply.header('Cache-Control', 'private, no-store');
    }
  });
}
