import type { FastifyInstance } from 'fastify';

/**
 * One domain of the API as app.ts registers it: a module's index.ts builds it from services that
 * app.ts created once, and app.ts registers a plain list of them under /api.
 */
export interface ApiModule {
  /** The OpenAPI tag of the module's routes. */
  tag: { name: string; description: string };
  /** Adds the module's routes to the /api scope. */
  register(api: FastifyInstance): Promise<void>;
}
