import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/db';
import { credit } from './ledger';

/**
 * An operator's manual credit (CLI `points:credit`), e.g. to try the tier bar at a given balance.
 * Each call is its own ledger event, so it is recorded (and credited) exactly once. Returns the new balance.
 */
export async function creditMember(db: Db, { email, points, reason }: { email: string; points: number; reason: string }): Promise<number> {
  const member = await db.maybeOne<{ id: string }>('select id from member where lower(email) = lower($1)', [email]);
  if (!member) throw new Error(`No member with the e-mail ${email}.`);
  const result = await credit(db, {
    memberId: member.id,
    points,
    source: 'operator',
    sourceRef: randomUUID(),
    name: 'Points credited by the programme',
    description: reason,
  });
  return result.balance;
}
