import type { Db } from '../../db/db';
import { newOpaqueToken, sha256 } from '../../platform/secrets';

export type TokenPurpose = 'confirm' | 'reset';

/** Confirmation links last 48 hours, reset links 1 hour (both said in the mails). */
const TTL_MINUTES: Record<TokenPurpose, number> = { confirm: 48 * 60, reset: 60 };

/** Issues a single-use token, voiding earlier unused ones of the same purpose. */
export async function issueToken(db: Db, memberId: string, purpose: TokenPurpose): Promise<string> {
  const token = newOpaqueToken();
  await db.transaction(async (tx) => {
    await tx.query('update member_token set used_at = now() where member_id = $1 and purpose = $2 and used_at is null', [memberId, purpose]);
    await tx.query(
      `insert into member_token (member_id, purpose, token_hash, expires_at)
       values ($1, $2, $3, now() + make_interval(mins => $4))`,
      [memberId, purpose, sha256(token), TTL_MINUTES[purpose]],
    );
  });
  return token;
}

/** The member id of a token that is unused and not expired, or undefined. */
export async function peekToken(db: Db, token: string, purpose: TokenPurpose): Promise<string | undefined> {
  const row = await db.maybeOne<{ member_id: string }>(
    'select member_id from member_token where token_hash = $1 and purpose = $2 and used_at is null and expires_at > now()',
    [sha256(token), purpose],
  );
  return row?.member_id;
}

/** Marks the token used and returns its member id; undefined when it was not valid (or was used meanwhile). */
export async function consumeToken(tx: Db, token: string, purpose: TokenPurpose): Promise<string | undefined> {
  const row = await tx.maybeOne<{ member_id: string }>(
    `update member_token set used_at = now()
      where token_hash = $1 and purpose = $2 and used_at is null and expires_at > now()
      returning member_id`,
    [sha256(token), purpose],
  );
  return row?.member_id;
}
