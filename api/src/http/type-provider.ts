import type { FastifyPluginAsync, FastifyTypeProvider, RawServerDefault } from 'fastify';
import type { Static, TSchema } from '@sinclair/typebox';

/**
 * Types request and reply from TypeBox route schemas. This is all that
 * @fastify/type-provider-typebox would add here (Fastify's own Ajv still validates), so it saves a dependency.
 */
export interface TypeBoxTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
  serializer: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
}

/** A module's routes: a plugin registered under /api, receiving its dependencies as options. */
export type ApiPlugin<Options extends object> = FastifyPluginAsync<Options, RawServerDefault, TypeBoxTypeProvider>;
