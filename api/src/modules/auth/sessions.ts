import { randomUUID } from 'node:crypto';
import type { AuthTokens } from '@portal/shared/contracts';
import type { Db } from '../../db/db';
import { signAccessToken } from '../../http/authenticate';
import { DomainError } from '../../platform/domain-error';
import { newOpaqueToken, sha256 } from '../../platform/secrets';

/** A session lasts 30 days without use; each refresh starts the 30 days again. */
const REFRESH_TTL_DAYS = 30;

export interface SessionIssuer {
  /** Starts a new session (a new refresh-token family) for an active member. */
  start(memberId: string): Promise<AuthTokens>;
  /** Rotates a refresh token; reusing a rotated one revokes its whole family (401). */
  refresh(refreshToken: string): Promise<AuthTokens>;
  /** Revokes the family of this refresh token. */
  revokeByToken(refreshToken: string): Promise<void>;
  /** Revokes every session of a member (logout without a refresh token, password reset). */
  revokeAll(memberId: string): Promise<void>;
}

interface RefreshRow {
  id: string;
  member_id: string;
  family_id: string;
  rotated_at: Date | null;
  revoked_at: Date | null;
  expires_at: Date;
  status: string;
}

const invalid = () => new DomainError('auth.sessionExpired', 401);

/** The member's current tier, for the access token's claim (the points module's rule). */
export type TierOf = (memberId: string) => Promise<number>;

export function createSessionIssuer(db: Db, jwtSecret: string, tierOf: TierOf): SessionIssuer {
  /** Stores a new refresh token of the family; the access token is signed after the transaction. */
  async function storeRefreshToken(tx: Db, memberId: string, familyId: string): Promise<string> {
    const refreshToken = newOpaqueToken();
    await tx.query(
      `insert into refresh_token (member_id, family_id, token_hash, expires_at)
       values ($1, $2, $3, now() + make_interval(days => $4))`,
      [memberId, familyId, sha256(refreshToken), REFRESH_TTL_DAYS],
    );
    return refreshToken;
  }

  async function tokens(memberId: string, refreshToken: string): Promise<AuthTokens> {
    const tier = await tierOf(memberId);
    return { accessToken: signAccessToken(jwtSecret, { id: memberId, tier }), refreshToken };
  }

  const revokeFamily = (tx: Db, familyId: string) =>
    tx.query('update refresh_token set revoked_at = now() where family_id = $1 and revoked_at is null', [familyId]);

  return {
    start: async (memberId) => tokens(memberId, await storeRefreshToken(db, memberId, randomUUID())),

    async refresh(refreshToken) {
      const outcome = await db.transaction(async (tx) => {
        const row = await tx.maybeOne<RefreshRow>(
          `select r.id, r.member_id, r.family_id, r.rotated_at, r.revoked_at, r.expires_at, m.status
             from refresh_token r join member m on m.id = r.member_id
            where r.token_hash = $1 for update of r`,
          [sha256(refreshToken)],
        );
        if (!row || row.revoked_at || row.expires_at < new Date() || row.status !== 'active') return null;
        if (row.rotated_at) {
          // A rotated token coming back means two holders: end the session for both.
          await revokeFamily(tx, row.family_id);
          return 'reused' as const;
        }
        await tx.query('update refresh_token set rotated_at = now() where id = $1', [row.id]);
        return { memberId: row.member_id, refreshToken: await storeRefreshToken(tx, row.member_id, row.family_id) };
      });
      if (!outcome || outcome === 'reused') throw invalid();
      return tokens(outcome.memberId, outcome.refreshToken);
    },

    async revokeByToken(refreshToken) {
      const row = await db.maybeOne<{ family_id: string }>('select family_id from refresh_token where token_hash = $1', [sha256(refreshToken)]);
      if (row) await revokeFamily(db, row.family_id);
    },

    async revokeAll(memberId) {
      await db.query('update refresh_token set revoked_at = now() where member_id = $1 and revoked_at is null', [memberId]);
    },
  };
}
