import type { ChannelHandlers } from '../../db/db';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../http/authenticate';

/** An "allowed" answer is kept at most this long, in case a lost connection went unnoticed. */
export const ALLOWED_TTL_MS = 60_000;
/** A revoked session stays revoked; its tokens expire within the access-token TTL anyway. */
export const REVOKED_TTL_MS = ACCESS_TOKEN_TTL_SECONDS * 1000;
/** At most this many sessions in memory (about 100 bytes each); the oldest entry goes first. */
export const MAX_SESSIONS = 50_000;

export interface SessionCacheOptions {
  /** The database's answer: is this session (refresh-token family) still allowed? */
  lookup(sessionId: string): Promise<boolean>;
  now?: () => number;
  maxSessions?: number;
}

/**
 * Session validity kept in process memory, trusted only while the revocation channel is heard
 * (ChannelHandlers: listening, notification, lost). A revocation, heard from the database or told
 * by this process, evicts the session at once; until the channel is heard (again) every answer
 * comes from the database, and hearing it again starts from an empty cache, since notifications
 * sent in between were missed. A lookup that was under way while anything was evicted is not
 * stored: it may have read the session before its revocation committed.
 */
export interface SessionCache extends ChannelHandlers {
  allowed(sessionId: string): Promise<boolean>;
  /** Sessions this process has just revoked (committed): refused from the next request on. */
  revoked(sessionIds: readonly string[]): void;
}

interface Entry {
  allowed: boolean;
  until: number;
}

export function createSessionCache({
  lookup,
  now = Date.now,
  maxSessions = MAX_SESSIONS,
}: SessionCacheOptions): SessionCache {
  const entries = new Map<string, Entry>();
  let trusted = false;
  // Bumped by every eviction: a lookup started before one may hold an answer that is already stale.
  let generation = 0;

  const evict = (sessionId: string) => {
    generation += 1;
    entries.delete(sessionId);
  };
  const forgetAll = (trust: boolean) => {
    generation += 1;
    entries.clear();
    trusted = trust;
  };

  function store(sessionId: string, allowed: boolean): void {
    entries.delete(sessionId);
    if (entries.size >= maxSessions) entries.delete(entries.keys().next().value as string);
    entries.set(sessionId, { allowed, until: now() + (allowed ? ALLOWED_TTL_MS : REVOKED_TTL_MS) });
  }

  return {
    async allowed(sessionId) {
      if (!trusted) return lookup(sessionId);
      const entry = entries.get(sessionId);
      if (entry && entry.until > now()) return entry.allowed;
      const started = generation;
      const allowed = await lookup(sessionId);
      if (trusted && generation === started) store(sessionId, allowed);
      return allowed;
    },
    revoked: (sessionIds) => sessionIds.forEach(evict),
    notification: evict,
    listening: () => forgetAll(true),
    lost: () => forgetAll(false),
  };
}
