import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/db';
import { credit } from './ledger';

/**
 * The most points one operator action gives or sets at once (a credit, an approved receipt, a code's
 * points, a reward's price): far above any real figure, far below PostgreSQL's integer limit, so a typo
 * (an extra zero, 3e9) is refused with a message instead of crediting a fortune or failing in SQL.
 */
export const POINTS_MAX = 100_000;

/** A credit whose reference the member was credited under already: nothing was credited again. */
export class AlreadyCreditedError extends Error {}

export interface OperatorCredit {
  memberId: string;
  points: number;
  reason: string;
  /** Who runs the command, recorded as the entry's actor. */
  operator: string;
  /**
   * The operator's reference (a ticket number, say): a retried command with the same one credits the
   * member once. Without it each call is a credit of its own.
   */
  ref?: string;
}

/**
 * An operator's manual credit (CLI `points:credit`), e.g. to try the tier bar at a given balance,
 * recorded once per reference. Returns the new balance; throws AlreadyCreditedError for a reference
 * the member was credited under already.
 */
export async function creditMember(
  db: Db,
  { memberId, points, reason, operator, ref }: OperatorCredit,
): Promise<number> {
  const result = await credit(db, {
    memberId,
    points,
    source: 'operator',
    sourceRef: ref ?? randomUUID(),
    name: 'Points credited by the programme',
    label: { key: 'operatorCredit' },
    description: reason,
    actor: { type: 'operator', name: operator },
  });
  if (!result.applied) {
    throw new AlreadyCreditedError(
      `The reference "${ref}" was credited already (ledger entry ${result.entryId}); ` +
        `nothing was credited again. Balance ${result.balance}.`,
    );
  }
  return result.balance;
}
