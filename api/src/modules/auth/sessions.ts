import { randomUUID } from 'node:crypto';
import type { AuthTokens } from '@portal/kit/contracts';
import type { Db } from '../../db/db';
import { signAccessToken } from '../../http/authenticate';
import { DomainError } from '../../platform/domain-error';
import { newOpaqueToken, sha256 } from '../../platform/secrets';
import { findMemberById } from '../identity';
import {
  findFamilyId,
  insertRefreshToken,
  lockRefreshToken,
  markRotated,
  revokeFamily,
  revokeMemberSessions,
} from './repository';

/** A session lasts 30 days without use; each refresh starts the 30 days again. */
const REFRESH_TTL_DAYS = 30;

/**
 * By default, a rotated refresh token presented again within this many seconds of its rotation is a
 * second tab or a lost answer, not theft: it gets a new token of the same session (docs/decisions.md
 * 136). `REFRESH_REUSE_SECONDS` sets another interval (auth settings).
 */
export const REFRESH_REUSE_SECONDS = 10;

export interface SessionIssuer {
  /** Starts a new session (a new refresh-token family) for an active member. */
  start(memberId: string): Promise<AuthTokens>;
  /**
   * Rotates a refresh token; reusing a rotated one revokes its whole family (401), unless it was rotated
   * less than the reuse interval ago.
   */
  refresh(refreshToken: string): Promise<AuthTokens>;
  /** Revokes the family of this refresh token. */
  revokeByToken(refreshToken: string): Promise<void>;
  /** Revokes every session of a member (logout without a refresh token, password reset). */
  revokeAll(memberId: string): Promise<void>;
}

const invalid = () => new DomainError('auth.sessionExpired', 401);

/** The member's current tier, for the access token's claim (the points module's rule). */
export type TierOf = (memberId: string) => Promise<number>;

/** Told, once committed, which sessions this process revoked (the access check forgets them at once). */
export type SessionsRevoked = (sessionIds: readonly string[]) => void;

/**
 * Without `revoked`, the access check of this process learns of a revocation through the database's
 * notification only (which another connection delivers a moment after the commit).
 */
export function createSessionIssuer(
  db: Db,
  jwtSecret: string,
  tierOf: TierOf,
  revoked: SessionsRevoked = () => undefined,
  reuseSeconds = REFRESH_REUSE_SECONDS,
): SessionIssuer {
  /** Stores a new refresh token of the family; the access token is signed after the transaction. */
  async function storeRefreshToken(tx: Db, memberId: string, familyId: string): Promise<string> {
    const refreshToken = newOpaqueToken();
    await insertRefreshToken(tx, { memberId, familyId, hash: sha256(refreshToken), ttlDays: REFRESH_TTL_DAYS });
    return refreshToken;
  }

  async function tokens(memberId: string, sessionId: string, refreshToken: string): Promise<AuthTokens> {
    const tier = await tierOf(memberId);
    return { accessToken: signAccessToken(jwtSecret, { id: memberId, tier, sessionId }), refreshToken };
  }

  return {
    async start(memberId) {
      const sessionId = randomUUID();
      return tokens(memberId, sessionId, await storeRefreshToken(db, memberId, sessionId));
    },

    async refresh(refreshToken) {
      const outcome = await db.transaction(async (tx) => {
        const row = await lockRefreshToken(tx, sha256(refreshToken), reuseSeconds);
        if (!row || row.revoked_at || row.expires_at < new Date()) return null;
        if ((await findMemberById(tx, row.member_id))?.status !== 'active') return null;
        // A zero interval is checked here too: a reuse racing the rotation could read its start as recent.
        if (row.rotated_at && !(reuseSeconds > 0 && row.rotated_recently)) {
          // A rotated token coming back later means two holders: end the session for both.
          await revokeFamily(tx, row.family_id);
          return { reused: true as const, sessionId: row.family_id };
        }
        // Within the interval the token stays rotated at its first use, so the interval never grows.
        if (!row.rotated_at) await markRotated(tx, row.id);
        const next = await storeRefreshToken(tx, row.member_id, row.family_id);
        return { reused: false as const, memberId: row.member_id, sessionId: row.family_id, refreshToken: next };
      });
      if (!outcome) throw invalid();
      if (outcome.reused) {
        revoked([outcome.sessionId]);
        throw invalid();
      }
      return tokens(outcome.memberId, outcome.sessionId, outcome.refreshToken);
    },

    async revokeByToken(refreshToken) {
      const familyId = await findFamilyId(db, sha256(refreshToken));
      if (!familyId) return;
      await revokeFamily(db, familyId);
      revoked([familyId]);
    },

    async revokeAll(memberId) {
      revoked(await revokeMemberSessions(db, memberId));
    },
  };
}
