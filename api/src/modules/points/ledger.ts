import type { Db } from '../../db/db';
import { HttpError } from '../../http/errors';

export interface LedgerEvent {
  memberId: string;
  points: number;
  /** What kind of event (activity, profile-bonus, referral, redemption, …). */
  source: string;
  /** The event's own id within its source: the same (source, sourceRef) is credited at most once. */
  sourceRef: string;
  name: string;
  description?: string;
}

export interface LedgerResult {
  /** False when this event was already recorded: nothing changed. */
  applied: boolean;
  balance: number;
}

interface LockedMember {
  point_balance: number;
}

async function lockMember(tx: Db, memberId: string): Promise<LockedMember> {
  // The row lock serialises every balance change of one member: no lost updates under concurrency.
  const member = await tx.maybeOne<LockedMember>('select point_balance from member where id = $1 for update', [memberId]);
  if (!member) throw new HttpError(404, 'Member not found.');
  return member;
}

async function alreadyRecorded(tx: Db, event: LedgerEvent): Promise<boolean> {
  const row = await tx.maybeOne<{ id: number }>(
    'select id from points_ledger where member_id = $1 and source = $2 and source_ref = $3',
    [event.memberId, event.source, event.sourceRef],
  );
  return row !== undefined;
}

async function append(tx: Db, event: LedgerEvent, entry: 'credit' | 'debit', balanceAfter: number): Promise<void> {
  await tx.query(
    `insert into points_ledger (member_id, entry, points, balance_after, source, source_ref, name, description)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [event.memberId, entry, event.points, balanceAfter, event.source, event.sourceRef, event.name, event.description ?? ''],
  );
}

function assertPositive(points: number): void {
  if (!Number.isInteger(points) || points <= 0) throw new Error(`Ledger points must be a positive integer, got ${points}.`);
}

/** Credits points once per (source, sourceRef); lifetime points (and so the tier) rise with it. */
export async function credit(db: Db, event: LedgerEvent): Promise<LedgerResult> {
  assertPositive(event.points);
  return db.transaction(async (tx) => {
    const member = await lockMember(tx, event.memberId);
    if (await alreadyRecorded(tx, event)) return { applied: false, balance: member.point_balance };
    const balance = member.point_balance + event.points;
    await tx.query(
      'update member set point_balance = $2, lifetime_points = lifetime_points + $3, updated_at = now() where id = $1',
      [event.memberId, balance, event.points],
    );
    await append(tx, event, 'credit', balance);
    return { applied: true, balance };
  });
}

/** Debits points, refusing with 406 when the balance does not cover them. Redeeming never lowers the tier. */
export async function debit(db: Db, event: LedgerEvent): Promise<LedgerResult> {
  assertPositive(event.points);
  return db.transaction(async (tx) => {
    const member = await lockMember(tx, event.memberId);
    if (await alreadyRecorded(tx, event)) return { applied: false, balance: member.point_balance };
    if (member.point_balance < event.points) throw new HttpError(406, 'Oops! Low On Points.');
    const balance = member.point_balance - event.points;
    await tx.query('update member set point_balance = $2, updated_at = now() where id = $1', [event.memberId, balance]);
    await append(tx, event, 'debit', balance);
    return { applied: true, balance };
  });
}
