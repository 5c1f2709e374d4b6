import type { FastifyInstance, FastifyRequest } from 'fastify';
import jwt from 'jsonwebtoken';
import { DomainError } from '../platform/domain-error';
import { hookList } from './hooks';

/**
 * Who is calling: the member id (token subject), the tier claim the portal displays and the session
 * (refresh-token family) the token was issued for, so that ending the session ends the token.
 */
export interface MemberClaims {
  id: string;
  tier: number;
  sessionId?: string;
}

/** Whether the member's access still stands: the session not revoked, the member not suspended. */
export type AccessCheck = (claims: MemberClaims) => Promise<boolean>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller when a valid access token came with the request, else null. */
    member: MemberClaims | null;
  }
}

/** Access tokens are short-lived; the rotating refresh token keeps the session going. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'vapor-rewards';
/**
 * The page credential's audience: a token of the member's session that reads the calls of a first
 * screen (`firstScreenRead` routes) and nothing else (docs/decisions.md 144). An access token has none.
 */
const PAGE_AUDIENCE = 'first-screen';

export function signAccessToken(secret: string, claims: MemberClaims): string {
  return signToken(secret, claims, {});
}

/** The page credential of the session an access token belongs to, with the same lifetime. */
export function signPageToken(secret: string, claims: MemberClaims): string {
  return signToken(secret, claims, { audience: PAGE_AUDIENCE });
}

function signToken(secret: string, claims: MemberClaims, options: jwt.SignOptions): string {
  const payload = claims.sessionId ? { tier: claims.tier, sid: claims.sessionId } : { tier: claims.tier };
  return jwt.sign(payload, secret, {
    ...options,
    subject: claims.id,
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    algorithm: 'HS256',
    issuer: ISSUER,
  });
}

export function verifyAccessToken(secret: string, token: string): MemberClaims | null {
  const verified = verifyToken(secret, token);
  return verified && verified.audience === undefined ? verified.claims : null;
}

function verifyToken(secret: string, token: string): { claims: MemberClaims; audience: unknown } | null {
  try {
    const payload = jwt.verify(token, secret, { algorithms: ['HS256'], issuer: ISSUER }) as jwt.JwtPayload;
    if (typeof payload.sub !== 'string' || typeof payload.tier !== 'number') return null;
    const sessionId = typeof payload.sid === 'string' ? { sessionId: payload.sid } : {};
    return { claims: { id: payload.sub, tier: payload.tier, ...sessionId }, audience: payload.aud };
  } catch {
    return null;
  }
}

/** The member of a page credential that came with a request, kept apart from `request.member`. */
const pageMembers = new WeakMap<FastifyRequest, MemberClaims>();

/**
 * Reads the Bearer token of every request into request.member (null when absent or invalid), and
 * makes every member-only route (`preHandler: memberOnly`) refuse an anonymous caller right after
 * that, before the body is parsed or the request validated: an anonymous request gets 401, never a
 * 400 that describes the route's schema. There it also asks `stillAllowed` (from memory kept true by
 * the database's revocation notifications, else one indexed lookup), so a token of a revoked session
 * or a suspended member stops working at once rather than when it expires (docs/decisions.md 32, 41).
 * A page credential is never request.member, except on a `firstScreenRead` route (decision 144).
 */
export function registerAuthentication(app: FastifyInstance, secret: string, stillAllowed: AccessCheck): void {
  app.decorateRequest('member', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    const verified = token ? verifyToken(secret, token) : null;
    request.member = verified?.audience === undefined ? (verified?.claims ?? null) : null;
    if (verified?.audience === PAGE_AUDIENCE) pageMembers.set(request, verified.claims);
  });
  const onlyAllowedMember = async (request: FastifyRequest): Promise<void> => {
    if (!(await stillAllowed(requireMember(request)))) throw new DomainError('request.unauthorized', 401);
  };
  const allowedIfMember = async (request: FastifyRequest): Promise<void> => {
    if (request.member) await onlyAllowedMember(request);
  };
  const allowedMemberOrPage = async (request: FastifyRequest): Promise<void> => {
    request.member ??= pageMembers.get(request) ?? null;
    await onlyAllowedMember(request);
  };
  const checks = new Map<unknown, (request: FastifyRequest) => Promise<void>>([
    [memberOnly, onlyAllowedMember],
    [memberOrVisitor, allowedIfMember],
    [firstScreenRead, allowedMemberOrPage],
  ]);
  // Route-level onRequest hooks run after the application's, so the token has been read by then.
  app.addHook('onRoute', (route) => {
    const preHandlers = hookList(route.preHandler);
    const marker = preHandlers.find((hook) => checks.has(hook));
    if (!marker) return;
    if (marker === firstScreenRead) refuseWrites(route.method, route.url);
    route.preHandler = preHandlers.filter((hook) => !checks.has(hook));
    route.onRequest = [checks.get(marker)!, ...hookList(route.onRequest)];
  });
}

/** The calling member, or a 401 envelope (which makes the portal refresh its session and retry). */
export function requireMember(request: FastifyRequest): MemberClaims {
  if (!request.member) throw new DomainError('request.unauthorized', 401);
  return request.member;
}

/** Route option for member-only routes: `{ preHandler: memberOnly }` (run before validation, see above). */
export async function memberOnly(request: FastifyRequest): Promise<void> {
  requireMember(request);
}

/**
 * Route option for a member-only GET that a first screen makes (a call a route declares): it also
 * takes the page credential, which the composer sends for the member (docs/decisions.md 144). A read
 * only, so a route of any other method that names it stops the API at start-up.
 */
export async function firstScreenRead(): Promise<void> {}

function refuseWrites(method: string | string[], url: string): void {
  const methods = Array.isArray(method) ? method : [method];
  if (methods.some((one) => one !== 'GET' && one !== 'HEAD'))
    throw new Error(`${methods.join(', ')} ${url} is a write: the page credential reads only (firstScreenRead)`);
}

/**
 * Route option for a route open to visitors that serves a signed-in member as a member: a token of a
 * revoked session or a suspended member gets 401 there too (the portal refreshes or signs out), never a
 * member's answer.
 */
export async function memberOrVisitor(): Promise<void> {}
