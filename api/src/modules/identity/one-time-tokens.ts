import type { Db } from '../../db/db';
import { newOpaqueToken, sha256 } from '../../platform/secrets';
import { type TokenPurpose, findValidToken, insertToken, useValidToken, voidOpenTokens } from './repository';

export type { TokenPurpose };

/** Confirmation links last 48 hours, reset links 1 hour (both said in the mails). */
const TTL_MINUTES: Record<TokenPurpose, number> = { confirm: 48 * 60, reset: 60 };

/** How long a mailed link of this purpose stays valid. */
export const tokenValidSeconds = (purpose: TokenPurpose): number => TTL_MINUTES[purpose] * 60;

/** Issues a single-use token, voiding earlier unused ones of the same purpose. */
export async function issueToken(db: Db, memberId: string, purpose: TokenPurpose): Promise<string> {
  const token = newOpaqueToken();
  await db.transaction(async (tx) => {
    await voidOpenTokens(tx, memberId, purpose);
    await insertToken(tx, { memberId, purpose, hash: sha256(token), ttlMinutes: TTL_MINUTES[purpose] });
  });
  return token;
}

/** The member id of a token that is unused and not expired, or undefined. */
export const peekToken = (db: Db, token: string, purpose: TokenPurpose): Promise<string | undefined> =>
  findValidToken(db, sha256(token), purpose);

/** Marks the token used and returns its member id; undefined when it was not valid (or was used meanwhile). */
export const consumeToken = (tx: Db, token: string, purpose: TokenPurpose): Promise<string | undefined> =>
  useValidToken(tx, sha256(token), purpose);
