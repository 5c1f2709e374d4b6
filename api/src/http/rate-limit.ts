import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../platform/domain-error';

/**
 * Rate limiting for the routes of the plugin that calls this (not the whole API): routes opt in with
 * `config: limited(n)`. Counted per client address, in memory per API process.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new DomainError('request.tooManyAttempts', 429, { values: { seconds: Math.ceil(context.ttl / 1000) } }),
  });
}

export const limited = (perMinute: number) => ({ rateLimit: { max: perMinute, timeWindow: 60_000 } });
