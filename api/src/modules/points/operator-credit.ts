import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/db';
import { credit } from './ledger';

export interface OperatorCredit {
  memberId: string;
  points: number;
  reason: string;
  /** Who runs the command, recorded as the entry's actor. */
  operator: string;
}

/**
 * An operator's manual credit (CLI `points:credit`), e.g. to try the tier bar at a given balance.
 * Each call is its own ledger event, so it is recorded (and credited) exactly once. Returns the new balance.
 */
export async function creditMember(db: Db, { memberId, points, reason, operator }: OperatorCredit): Promise<number> {
  const result = await credit(db, {
    memberId,
    points,
    source: 'operator',
    sourceRef: randomUUID(),
    name: 'Points credited by the programme',
    label: { key: 'operatorCredit' },
    description: reason,
    actor: { type: 'operator', name: operator },
  });
  return result.balance;
}
