import { randomUUID } from 'node:crypto';
import type { AuthTokens } from '@portal/kit/contracts';
import type { Db } from '../../db/db';
import { signAccessToken } from '../../http/authenticate';
import { HttpError } from '../../http/errors';
import { newOpaqueToken, sha256 } from './secrets';

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

const invalid = () => new HttpError(401, 'Your session has expired. Please log in again.');

/** Tier = the highest tier whose level-up points the member's lifetime points reach. */
async function memberTier(db: Db, memberId: string, campaignSlug: string): Promise<number> {
  const row = await db.maybeOne<{ tier_id: number }>(
    `select t.tier_id from campaign_tier t
       join campaign c on c.id = t.campaign_id and c.slug = $2
       join member m on m.id = $1
      where t.level_up_points <= m.lifetime_points
      order by t.level_up_points desc limit 1`,
    [memberId, campaignSlug],
  );
  return row?.tier_id ?? 1;
}

export function createSessionIssuer(db: Db, jwtSecret: string, campaignSlug: string): SessionIssuer {
  async function issue(tx: Db, memberId: string, familyId: string): Promise<AuthTokens> {
    const refreshToken = newOpaqueToken();
    await tx.query(
      `insert into refresh_token (member_id, family_id, token_hash, expires_at)
       values ($1, $2, $3, now() + make_interval(days => $4))`,
      [memberId, familyId, sha256(refreshToken), REFRESH_TTL_DAYS],
    );
    const tier = await memberTier(tx, memberId, campaignSlug);
    return { accessToken: signAccessToken(jwtSecret, { id: memberId, tier }), refreshToken };
  }

  const revokeFamily = (tx: Db, familyId: string) =>
    tx.query('update refresh_token set revoked_at = now() where family_id = $1 and revoked_at is null', [familyId]);

  return {
    start: (memberId) => issue(db, memberId, randomUUID()),

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
        return issue(tx, row.member_id, row.family_id);
      });
      if (!outcome || outcome === 'reused') throw invalid();
      return outcome;
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
