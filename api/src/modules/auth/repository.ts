import type { Db } from '../../db/db';
import type { SocialProvider } from './settings';

/** The member a provider account is linked to, if any. */
export async function findLinkedMemberId(
  db: Db,
  provider: SocialProvider,
  subject: string,
): Promise<string | undefined> {
  const link = await db.maybeOne<{ member_id: string }>(
    'select member_id from social_identity where provider = $1 and subject = $2',
    [provider, subject],
  );
  return link?.member_id;
}

/** Links a provider account to a member; linking again changes nothing. */
export async function linkSocialIdentity(db: Db, provider: SocialProvider, subject: string, memberId: string) {
  await db.query(
    'insert into social_identity (provider, subject, member_id) values ($1, $2, $3) on conflict do nothing',
    [provider, subject, memberId],
  );
}

export interface RefreshRow {
  id: string;
  member_id: string;
  family_id: string;
  rotated_at: Date | null;
  /** Rotated less than the reuse interval ago, by the database's clock. */
  rotated_recently: boolean;
  revoked_at: Date | null;
  expires_at: Date;
}

export interface NewRefreshToken {
  memberId: string;
  familyId: string;
  hash: string;
  ttlDays: number;
}

export async function insertRefreshToken(db: Db, token: NewRefreshToken): Promise<void> {
  await db.query(
    `insert into refresh_token (member_id, family_id, token_hash, expires_at)
     values ($1, $2, $3, now() + make_interval(days => $4))`,
    [token.memberId, token.familyId, token.hash, token.ttlDays],
  );
}

/** The refresh token with this hash, locked until the transaction ends. */
export function lockRefreshToken(tx: Db, hash: string, reuseSeconds: number): Promise<RefreshRow | undefined> {
  return tx.maybeOne<RefreshRow>(
    `select id, member_id, family_id, rotated_at, revoked_at, expires_at,
            coalesce(rotated_at > now() - make_interval(secs => $2), false) as rotated_recently
       from refresh_token where token_hash = $1 for update`,
    [hash, reuseSeconds],
  );
}

export async function markRotated(tx: Db, id: string): Promise<void> {
  await tx.query('update refresh_token set rotated_at = now() where id = $1', [id]);
}

export async function findFamilyId(db: Db, hash: string): Promise<string | undefined> {
  const row = await db.maybeOne<{ family_id: string }>('select family_id from refresh_token where token_hash = $1', [
    hash,
  ]);
  return row?.family_id;
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db.query('update refresh_token set revoked_at = now() where family_id = $1 and revoked_at is null', [familyId]);
}

/** Revokes every session of the member; returns the sessions (families) it ended. */
export async function revokeMemberSessions(db: Db, memberId: string): Promise<string[]> {
  const rows = await db.query<{ family_id: string }>(
    'update refresh_token set revoked_at = now() where member_id = $1 and revoked_at is null returning family_id',
    [memberId],
  );
  return [...new Set(rows.map((row) => row.family_id))];
}

/**
 * False when the session was revoked (revoking marks every token of the family), which suspending the
 * member does too (migration 0104): one lookup in a partial index.
 */
export async function isSessionAllowed(db: Db, sessionId: string): Promise<boolean> {
  const row = await db.one<{ refused: boolean }>(
    `select exists (select 1 from refresh_token where family_id = $1::uuid and revoked_at is not null) as refused`,
    [sessionId],
  );
  return !row.refused;
}

/** Tokens signed without a session (by a holder of the secret, e.g. tests): false once the member is suspended. */
export async function isMemberAllowed(db: Db, memberId: string): Promise<boolean> {
  const row = await db.one<{ refused: boolean }>(
    `select exists (select 1 from member where id = $1::uuid and status = 'suspended') as refused`,
    [memberId],
  );
  return !row.refused;
}

export interface ChallengeRow {
  id: string;
  member_id: string;
  code_hash: string;
  attempts: number;
  expires_at: Date;
}

/** Closes the member's open OTP challenge, if any, and opens a new one. */
export interface NewChallenge {
  id: string;
  memberId: string;
  codeHash: string;
  waitSeconds: number;
}

export async function replaceChallenge(tx: Db, challenge: NewChallenge): Promise<void> {
  await tx.query('update otp_challenge set closed_at = now() where member_id = $1 and closed_at is null', [
    challenge.memberId,
  ]);
  await tx.query(
    `insert into otp_challenge (id, member_id, code_hash, expires_at)
     values ($1, $2, $3, now() + make_interval(secs => $4))`,
    [challenge.id, challenge.memberId, challenge.codeHash, challenge.waitSeconds],
  );
}

/** The challenge with this id while it is open, locked until the transaction ends. */
export function lockOpenChallenge(tx: Db, id: string): Promise<ChallengeRow | undefined> {
  return tx.maybeOne<ChallengeRow>(
    `select id, member_id, code_hash, attempts, expires_at from otp_challenge
      where id = $1 and closed_at is null for update`,
    [id],
  );
}

/** The member a challenge belongs to, open or not. */
export async function findChallengeMember(db: Db, id: string): Promise<string | undefined> {
  const row = await db.maybeOne<{ member_id: string }>('select member_id from otp_challenge where id = $1', [id]);
  return row?.member_id;
}

export async function closeChallenge(tx: Db, id: string): Promise<void> {
  await tx.query('update otp_challenge set closed_at = now() where id = $1', [id]);
}

/** Counts a wrong code; the challenge closes once attempts reach maxAttempts. */
export async function recordMiss(tx: Db, id: string, attempts: number, maxAttempts: number): Promise<void> {
  await tx.query(
    `update otp_challenge set attempts = $2::int, closed_at = case when $2::int >= $3::int then now() else null end
      where id = $1`,
    [id, attempts, maxAttempts],
  );
}
