import type { Db } from '../../db/db';
import { DomainError } from '../../platform/domain-error';
import { reverse } from './ledger';
import { type OperatorEntry, findMemberPoints, findOperatorEntry, operatorHistory } from './repository';
import { counted } from '../../platform/counted';

/** A reversal the operator asked for that cannot be done as asked: nothing moved. */
export class ReversalRefusedError extends Error {}

export interface OperatorReversal {
  entryId: number;
  /** Why, for the operators who read the ledger; the member's history shows "Reversal: <name>". */
  reason: string;
  /** Who runs the command, recorded as the reversal's actor. */
  operator: string;
}

export interface ReversedEntry {
  original: OperatorEntry;
  reversalId: number;
  balance: number;
}

/** Why an entry is not the operator's to reverse, or undefined when it is. */
function refusalOf(entry: OperatorEntry): string | undefined {
  if (entry.reverses !== null)
    return `Entry ${entry.id} is the reversal of entry ${entry.reverses}; a reversal is final. Nothing was reversed.`;
  // Reversing a redemption's debit would return the points and keep the order, its stock and its code.
  if (entry.source === 'redemption')
    return `Entry ${entry.id} pays for an order: cancel the order (orders:cancel), which returns its points. Nothing was reversed.`;
  if (entry.reversed_by !== null)
    return `Entry ${entry.id} was reversed already (entry ${entry.reversed_by}); nothing changed.`;
  return undefined;
}

/**
 * An operator's correction of a wrong movement (CLI `points:reverse`, decisions 22–23): an opposite
 * entry that names the original, once per entry. A credit's reversal also takes back its lifetime
 * points, and is refused when the member has spent them.
 */
export async function reverseEntry(db: Db, { entryId, reason, operator }: OperatorReversal): Promise<ReversedEntry> {
  try {
    return await db.transaction(async (tx) => {
      const original = await findOperatorEntry(tx, entryId);
      if (!original) throw new ReversalRefusedError(`No ledger entry ${entryId}.`);
      const refusal = refusalOf(original);
      if (refusal) throw new ReversalRefusedError(refusal);
      const result = await reverse(tx, { entryId, reason, actor: { type: 'operator', name: operator } });
      // A parallel run reversed it between the read above and the member's lock.
      if (!result.applied)
        throw new ReversalRefusedError(
          `Entry ${entryId} was reversed already (entry ${result.entryId}); nothing changed.`,
        );
      return { original, reversalId: result.entryId, balance: result.balance };
    });
  } catch (error) {
    if (error instanceof DomainError && error.code === 'points.lowOnPoints') throw await spentRefusal(db, entryId);
    throw error;
  }
}

/** The refusal of a credit whose points the member has spent since, with what they hold now. */
async function spentRefusal(db: Db, entryId: number): Promise<ReversalRefusedError> {
  const entry = (await findOperatorEntry(db, entryId))!;
  const held = await findMemberPoints(db, entry.member_id);
  return new ReversalRefusedError(
    `${entry.email} holds ${counted(held?.point_balance ?? 0, 'point')}, fewer than the ${entry.points} entry ${entryId} credited: ` +
      'they have spent them. Nothing was reversed.',
  );
}

/** A member's points and latest ledger entries, newest first, as `points:history` prints them. */
export async function memberLedger(db: Db, memberId: string, limit: number) {
  const [{ rows, total }, points] = await Promise.all([
    operatorHistory(db, memberId, limit),
    findMemberPoints(db, memberId),
  ]);
  return { rows, total, balance: points?.point_balance ?? 0, lifetime: points?.lifetime_points ?? 0 };
}
