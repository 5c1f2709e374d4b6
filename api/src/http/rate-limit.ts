import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import Redis from 'ioredis';
import { tooManyAttempts } from '../platform/too-many-attempts';

/** Where the counters live: one Redis every replica shares, or this process's memory. */
export interface RateLimitStore {
  redis: Redis | null;
  prefix: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimitStore: RateLimitStore;
  }
}

/**
 * Decorates the app with the counter store: Redis when a URL is given (closed with the app), else
 * memory. Counters in memory multiply the limit by the number of replicas, hence Redis for those.
 */
export function registerRateLimitStore(app: FastifyInstance, redisUrl: string | undefined, prefix: string): void {
  const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false }) : null;
  app.decorate('rateLimitStore', { redis, prefix });
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
}

/**
 * Rate limiting for the routes of the plugin that calls this (not the whole API): routes opt in with
 * `config: limited(n)`. Counted per client address (request.ip, see Config.trustProxy) in the app's
 * store.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  const { redis, prefix } = app.rateLimitStore;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: prefix } : {}),
    errorResponseBuilder: (_request, context) => tooManyAttempts(context.ttl / 1000),
  });
}

export const limited = (perMinute: number) => ({ rateLimit: { max: perMinute, timeWindow: 60_000 } });

/** Limits per member (not per address: members behind one shop's network each get their own). */
export const limitedPerMember = (perMinute: number) => ({
  rateLimit: {
    ...limited(perMinute).rateLimit,
    keyGenerator: (request: { member: { id: string } | null; ip: string }) => request.member?.id ?? request.ip,
  },
});
