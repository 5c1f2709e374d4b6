import { AjvCompiler, type ValidatorFactory } from '@fastify/ajv-compiler';
import type { FastifySchemaCompiler } from 'fastify';

type ExternalSchemas = Parameters<ReturnType<typeof AjvCompiler>>[0];
interface AjvServerOptions {
  customOptions?: Record<string, unknown>;
  plugins?: unknown[];
}

// The package's types give the pool's compiler Ajv's signature (schema, meta); Fastify calls it as a
// FastifySchemaCompiler, with the route's schema, method, url and httpPart, which is how it is used here.
const pool = AjvCompiler() as unknown as (
  externalSchemas: ExternalSchemas,
  options: AjvServerOptions,
) => FastifySchemaCompiler<unknown>;

/**
 * Fastify's validators, with one change: a JSON body is taken as sent. Fastify's Ajv coerces types in
 * every part, which the address, the query and the headers need (they arrive as text), but which in a
 * body turned `{"subject": 123}` into "123", `true` into 1 and `null` into 0 for a number, all stored.
 * A body of the wrong type is a client's mistake, answered 400 with the field's name.
 */
function buildExactBodyValidator(externalSchemas: ExternalSchemas, options: AjvServerOptions = {}) {
  const coercing = pool(externalSchemas, options);
  const exact = pool(externalSchemas, { ...options, customOptions: { ...options.customOptions, coerceTypes: false } });
  const compile: FastifySchemaCompiler<unknown> = (route) => (route.httpPart === 'body' ? exact : coercing)(route);
  return compile;
}

export const exactBodyValidator = buildExactBodyValidator as unknown as ValidatorFactory;
