import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/db';
import { DomainError } from '../../platform/domain-error';
import { newOtpCode, sha256 } from '../../platform/secrets';
import { closeChallenge, lockOpenChallenge, recordMiss, replaceChallenge } from './repository';

export const MAX_OTP_ATTEMPTS = 5;

/**
 * Opens a new OTP challenge for the member, closing any earlier one, and returns its id (the sign-in
 * attempt the answer names) and the code to mail. The code is hashed with the challenge id so equal
 * codes of two challenges never share a hash.
 */
export async function openChallenge(
  db: Db,
  memberId: string,
  length: number,
  waitSeconds: number,
): Promise<{ id: string; code: string }> {
  const code = newOtpCode(length);
  const id = randomUUID();
  await db.transaction((tx) => replaceChallenge(tx, { id, memberId, codeHash: sha256(`${id}:${code}`), waitSeconds }));
  return { id, code };
}

/**
 * Checks a code against the open challenge of this sign-in attempt, which only the browser that
 * passed the password knows (not the member id, which others may learn); closes it on success or
 * at the fifth miss. Returns the member it signs in.
 */
export async function checkChallenge(db: Db, challengeId: string, code: string): Promise<string> {
  const outcome = await db.transaction(async (tx) => {
    const row = await lockOpenChallenge(tx, challengeId);
    if (!row) return new DomainError('auth.invalidOtp', 400);
    if (row.expires_at < new Date()) {
      await closeChallenge(tx, row.id);
      return new DomainError('auth.otpExpired', 400);
    }
    if (sha256(`${row.id}:${code}`) === row.code_hash) {
      await closeChallenge(tx, row.id);
      return row.member_id;
    }
    const attempts = row.attempts + 1;
    await recordMiss(tx, row.id, attempts, MAX_OTP_ATTEMPTS);
    return attempts >= MAX_OTP_ATTEMPTS
      ? new DomainError('auth.tooManyOtpAttempts', 429)
      : new DomainError('auth.invalidOtp', 400);
  });
  if (outcome instanceof DomainError) throw outcome;
  return outcome;
}
