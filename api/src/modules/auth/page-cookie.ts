import { serialize } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_TTL_SECONDS, signPageToken, verifyAccessToken } from '../../http/authenticate';

/**
 * The page credential's cookie (docs/decisions.md 144). The API only writes it: a server that makes a
 * member's page reads it and sends its value as a Bearer token, which only `firstScreenRead` routes take.
 * An underscore, not a hyphen, because nginx reads cookies as `$cookie_<name>`.
 */
export const PAGE_COOKIE = 'portal_page';

/**
 * Every auth answer that hands the browser an access token also sets the page credential of the same
 * session, for as long; an answer that the session has ended clears it. Logout clears it itself.
 */
export function keepPageCookie(app: FastifyInstance, jwtSecret: string): void {
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    const accessToken = fieldOf(fieldOf(payload, 'data'), 'accessToken');
    const claims = typeof accessToken === 'string' ? verifyAccessToken(jwtSecret, accessToken) : null;
    if (claims) setPageCookie(request, reply, signPageToken(jwtSecret, claims), ACCESS_TOKEN_TTL_SECONDS);
    else if (fieldOf(payload, 'code') === 'auth.sessionExpired') clearPageCookie(request, reply);
    return payload;
  });
}

export function clearPageCookie(request: FastifyRequest, reply: FastifyReply): void {
  setPageCookie(request, reply, '', 0);
}

/**
 * HttpOnly: no script of the page can read it. SameSite=Strict: a navigation from another site (a mail
 * link) comes without it, so that page is made as for today's static frame. Secure over HTTPS, which the
 * portal's proxy reports (X-Forwarded-Proto, Config.trustProxy); `npm start` over plain HTTP cannot.
 */
function setPageCookie(request: FastifyRequest, reply: FastifyReply, value: string, maxAge: number): void {
  reply.header(
    'set-cookie',
    serialize(PAGE_COOKIE, value, {
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      path: '/',
      maxAge,
    }),
  );
}

function fieldOf(value: unknown, field: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[field] : undefined;
}
