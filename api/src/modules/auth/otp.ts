import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/db';
import { DomainError } from '../../platform/domain-error';
import { newOtpCode, sha256 } from '../../platform/secrets';

export const MAX_OTP_ATTEMPTS = 5;

interface ChallengeRow {
  id: string;
  code_hash: string;
  attempts: number;
  expires_at: Date;
}

/**
 * Opens a new OTP challenge for the member, closing any earlier one, and returns the code to mail.
 * The code is hashed with the challenge id so equal codes of two challenges never share a hash.
 */
export async function openChallenge(db: Db, memberId: string, length: number, waitSeconds: number): Promise<string> {
  const code = newOtpCode(length);
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.query('update otp_challenge set closed_at = now() where member_id = $1 and closed_at is null', [memberId]);
    await tx.query(
      `insert into otp_challenge (id, member_id, code_hash, expires_at)
       values ($1, $2, $3, now() + make_interval(secs => $4))`,
      [id, memberId, sha256(`${id}:${code}`), waitSeconds],
    );
  });
  return code;
}

/** Checks a code against the member's open challenge; closes it on success or at the fifth miss. */
export async function checkChallenge(db: Db, memberId: string, code: string): Promise<void> {
  const failure = await db.transaction(async (tx) => {
    const row = await tx.maybeOne<ChallengeRow>(
      `select id, code_hash, attempts, expires_at from otp_challenge
        where member_id = $1 and closed_at is null order by created_at desc limit 1 for update`,
      [memberId],
    );
    if (!row) return new DomainError('auth.invalidOtp', 400);
    if (row.expires_at < new Date()) {
      await tx.query('update otp_challenge set closed_at = now() where id = $1', [row.id]);
      return new DomainError('auth.otpExpired', 400);
    }
    if (sha256(`${row.id}:${code}`) === row.code_hash) {
      await tx.query('update otp_challenge set closed_at = now() where id = $1', [row.id]);
      return null;
    }
    const attempts = row.attempts + 1;
    await tx.query(
      `update otp_challenge set attempts = $2::int, closed_at = case when $2::int >= $3::int then now() else null end where id = $1`,
      [row.id, attempts, MAX_OTP_ATTEMPTS],
    );
    return attempts >= MAX_OTP_ATTEMPTS
      ? new DomainError('auth.tooManyOtpAttempts', 429)
      : new DomainError('auth.invalidOtp', 400);
  });
  if (failure) throw failure;
}
