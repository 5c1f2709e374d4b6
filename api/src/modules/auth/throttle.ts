import type { Db } from '../../db/db';
import { tooManyAttempts } from '../../platform/too-many-attempts';

/**
 * Per-account limits on guessing, on top of the per-address rate limit: wrong passwords, and wrong
 * OTP codes summed over every challenge of the window, so asking for a new code does not reset them.
 */
export const ACCOUNT_WINDOW_SECONDS = 15 * 60;
export const MAX_PASSWORD_FAILURES = 10;
export const MAX_OTP_MISSES = 10;

/** Throws 429 while the member has MAX_PASSWORD_FAILURES wrong passwords in the window. */
async function assertPasswordTriesLeft(db: Db, memberId: string): Promise<void> {
  const row = await db.one<{ failures: number; wait: number | null }>(
    `select count(*)::int as failures,
            extract(epoch from min(failed_at) + make_interval(secs => $2) - now())::float8 as wait
       from sign_in_failure where member_id = $1 and failed_at > now() - make_interval(secs => $2)`,
    [memberId, ACCOUNT_WINDOW_SECONDS],
  );
  if (row.failures >= MAX_PASSWORD_FAILURES) throw tooManyAttempts(row.wait ?? ACCOUNT_WINDOW_SECONDS);
}

/**
 * Takes one of the member's password tries before the password is checked, counted and recorded under a
 * lock on the member: guesses sent side by side would otherwise all count the same failures, then all
 * be checked (40 at once were, where 10 are allowed). Throws 429 when none is left. The try counts as a
 * failure until `forgivePasswordTry` takes it back for a right password.
 */
export async function takePasswordTry(db: Db, memberId: string): Promise<PasswordTry> {
  return db.transaction(async (tx) => {
    await tx.query('select 1 from member where id = $1 for update', [memberId]);
    await assertPasswordTriesLeft(tx, memberId);
    await tx.query(
      `delete from sign_in_failure where member_id = $1 and failed_at < now() - make_interval(secs => $2)`,
      [memberId, ACCOUNT_WINDOW_SECONDS],
    );
    // As text: a JavaScript Date would drop the microseconds PostgreSQL matches the row by.
    const row = await tx.one<{ at: string }>(
      'insert into sign_in_failure (member_id) values ($1) returning failed_at::text as at',
      [memberId],
    );
    return { memberId, at: row.at };
  });
}

/** A try taken by `takePasswordTry`: the member and the moment it was recorded, to the microsecond. */
export interface PasswordTry {
  memberId: string;
  at: string;
}

/** A right password takes its try back: it was no failure. */
export async function forgivePasswordTry(db: Db, { memberId, at }: PasswordTry): Promise<void> {
  await db.query(
    `delete from sign_in_failure where ctid = (
       select ctid from sign_in_failure where member_id = $1 and failed_at = $2::timestamptz limit 1)`,
    [memberId, at],
  );
}

/** Throws 429 while the member's challenges of the window hold MAX_OTP_MISSES wrong codes. */
export async function assertOtpTriesLeft(db: Db, memberId: string): Promise<void> {
  const row = await db.one<{ misses: number; wait: number | null }>(
    `select coalesce(sum(attempts), 0)::int as misses,
            extract(epoch from min(created_at) + make_interval(secs => $2) - now())::float8 as wait
       from otp_challenge where member_id = $1 and attempts > 0 and created_at > now() - make_interval(secs => $2)`,
    [memberId, ACCOUNT_WINDOW_SECONDS],
  );
  if (row.misses >= MAX_OTP_MISSES) throw tooManyAttempts(row.wait ?? ACCOUNT_WINDOW_SECONDS);
}
