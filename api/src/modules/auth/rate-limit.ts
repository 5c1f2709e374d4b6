import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors';

/**
 * Rate limiting for the routes of the plugin that calls this (not the whole API): routes opt in with
 * `config: limited(n)`. Counted per client address, in memory per API process.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`),
  });
}

export const limited = (perMinute: number) => ({ rateLimit: { max: perMinute, timeWindow: 60_000 } });

export type LanguageCode = 'en' | 'fr' | 'es';

/** The member's language from Accept-Language (the portal sends its current language there). */
export function requestLanguage(header: string | undefined): LanguageCode {
  const primary = header?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return primary === 'fr' || primary === 'es' ? primary : 'en';
}
