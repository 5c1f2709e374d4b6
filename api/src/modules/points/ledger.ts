import type { Db } from '../../db/db';
import { DomainError } from '../../platform/domain-error';

/** Why points moved. Each earning or spending feature adds its own source here. */
export type LedgerSource =
  | 'activity'
  | 'referral'
  | 'streak'
  | 'profile-bonus'
  | 'redemption'
  | 'operator'
  | 'demo-seed'
  | 'reversal'
  | 'package-code'
  | 'yellow-sticker'
  | 'receipt'
  | 'contest-spin';

/** Who caused a movement: the member themself, the programme's own rules, or a named operator. */
export type LedgerActor =
  { type: 'member'; id: string } | { type: 'system'; name: string } | { type: 'operator'; name: string; id?: string };

/**
 * What the points history calls an entry, in the member's language (entry-name.ts): a message of the
 * API's catalogue (ledger.<key>, a contest's name filled in), an activity's title or a reward's name in the member's language,
 * or, for a reversal, the reversed entry's name. `name` stays the English record an operator reads.
 */
export type LedgerLabel =
  | {
      key:
        | 'welcome'
        | 'profileBonus'
        | 'receiptApproved'
        | 'referral'
        | 'packageCode'
        | 'yellowSticker'
        | 'operatorCredit'
        | 'reversal';
    }
  | { key: 'streakDay'; day: number }
  | { key: 'activity'; activityId: string }
  | { key: 'reward'; rewardId: string }
  | { key: 'contestSpin' | 'contestPrize'; contestId: string };

export interface LedgerEvent {
  memberId: string;
  points: number;
  source: Exclude<LedgerSource, 'reversal'>;
  /** The event's own id within its source: the same (source, sourceRef) moves points at most once. */
  sourceRef: string;
  name: string;
  /** Without a label, members read `name` as written. */
  label?: LedgerLabel;
  description?: string;
  actor: LedgerActor;
}

export interface Reversal {
  /** The id of the entry to undo. */
  entryId: number;
  reason: string;
  actor: LedgerActor;
}

export interface LedgerResult {
  /** False when this event was already recorded: nothing changed. */
  applied: boolean;
  balance: number;
  /** The entry this event wrote (or wrote earlier). */
  entryId: number;
}

interface LedgerRow {
  id: number;
  member_id: string;
  entry: 'credit' | 'debit';
  points: number;
  name: string;
  reverses: number | null;
}

const LOW_ON_POINTS = () => new DomainError('points.lowOnPoints', 406);

async function lockedBalance(tx: Db, memberId: string): Promise<number> {
  // The row lock serialises every balance change of one member: no lost updates under concurrency.
  const member = await tx.maybeOne<{ point_balance: number }>(
    'select point_balance from member where id = $1 for update',
    [memberId],
  );
  if (!member) throw new DomainError('member.notFound', 404);
  return member.point_balance;
}

/**
 * Takes the member's balance lock now, for a change that locks other rows (a reward's stock) before its
 * first ledger entry: the member's lock comes first on every path (decision 42), so two changes cannot
 * wait on each other.
 */
export async function lockBalance(tx: Db, memberId: string): Promise<void> {
  await lockedBalance(tx, memberId);
}

async function recordedEntry(tx: Db, memberId: string, source: LedgerSource, sourceRef: string) {
  return tx.maybeOne<{ id: number }>(
    'select id from points_ledger where member_id = $1 and source = $2 and source_ref = $3',
    [memberId, source, sourceRef],
  );
}

/** What append() writes: an event of any source, a reversal naming the entry it undoes. */
type Entry = Omit<LedgerEvent, 'source'> & { source: LedgerSource; reverses?: number };

/** Writes one entry; the database trigger applies it to the member's balance and lifetime points. */
async function append(tx: Db, entry: 'credit' | 'debit', event: Entry) {
  const { actor } = event;
  return tx.one<{ id: number; balance_after: number }>(
    `insert into points_ledger (member_id, entry, points, balance_after, source, source_ref, name, description,
                                actor_type, actor_id, actor_name, reverses, label)
     values ($1, $2, $3, 0, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     returning id, balance_after`,
    [
      event.memberId,
      entry,
      event.points,
      event.source,
      event.sourceRef,
      event.name,
      event.description ?? '',
      actor.type,
      'id' in actor ? (actor.id ?? null) : null,
      'name' in actor ? actor.name : null,
      event.reverses ?? null,
      event.label ? JSON.stringify(event.label) : null,
    ],
  );
}

function assertPositive(points: number): void {
  if (!Number.isInteger(points) || points <= 0) {
    throw new Error(`Ledger points must be a positive integer, got ${points}.`);
  }
}

/**
 * Credits points once per (source, sourceRef); lifetime points (and so the tier) rise with it.
 * Runs in the caller's transaction `tx` (or its own when given the plain handle).
 */
export function credit(tx: Db, event: LedgerEvent): Promise<LedgerResult> {
  assertPositive(event.points);
  return tx.transaction(async (t) => {
    const balance = await lockedBalance(t, event.memberId);
    const recorded = await recordedEntry(t, event.memberId, event.source, event.sourceRef);
    if (recorded) return { applied: false, balance, entryId: recorded.id };
    const row = await append(t, 'credit', event);
    return { applied: true, balance: row.balance_after, entryId: row.id };
  });
}

/** The member's balance as the caller's transaction sees it (for an event that moved no points). */
export async function currentBalance(tx: Db, memberId: string): Promise<number> {
  const member = await tx.maybeOne<{ point_balance: number }>('select point_balance from member where id = $1', [
    memberId,
  ]);
  if (!member) throw new DomainError('member.notFound', 404);
  return member.point_balance;
}

/** Debits points, refusing with 406 when the balance does not cover them. Redeeming never lowers the tier. */
export function debit(tx: Db, event: LedgerEvent): Promise<LedgerResult> {
  assertPositive(event.points);
  return tx.transaction(async (t) => {
    const balance = await lockedBalance(t, event.memberId);
    const recorded = await recordedEntry(t, event.memberId, event.source, event.sourceRef);
    if (recorded) return { applied: false, balance, entryId: recorded.id };
    if (balance < event.points) throw LOW_ON_POINTS();
    const row = await append(t, 'debit', event);
    return { applied: true, balance: row.balance_after, entryId: row.id };
  });
}

/**
 * Undoes one entry with an opposite entry that references it; a second reversal of the same entry
 * changes nothing. Reversing a credit also takes back its lifetime points; a reversal the balance
 * does not cover (the points were spent) is refused with 406.
 */
export function reverse(tx: Db, { entryId, reason, actor }: Reversal): Promise<LedgerResult> {
  return tx.transaction(async (t) => {
    const original = await t.maybeOne<LedgerRow>(
      'select id, member_id, entry, points, name, reverses from points_ledger where id = $1',
      [entryId],
    );
    if (!original || original.reverses !== null) throw new DomainError('points.entryNotReversible', 404);
    const balance = await lockedBalance(t, original.member_id);
    const recorded = await recordedEntry(t, original.member_id, 'reversal', String(entryId));
    if (recorded) return { applied: false, balance, entryId: recorded.id };
    if (original.entry === 'credit' && balance < original.points) throw LOW_ON_POINTS();
    const row = await append(t, original.entry === 'credit' ? 'debit' : 'credit', {
      memberId: original.member_id,
      points: original.points,
      source: 'reversal',
      sourceRef: String(entryId),
      name: `Reversal: ${original.name}`,
      label: { key: 'reversal' },
      description: reason,
      actor,
      reverses: entryId,
    });
    return { applied: true, balance: row.balance_after, entryId: row.id };
  });
}
