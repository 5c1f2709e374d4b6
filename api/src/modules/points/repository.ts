import type { Db } from '../../db/db';
import type { LedgerActor, LedgerLabel, LedgerSource } from './ledger';

export interface MemberPoints {
  point_balance: number;
  lifetime_points: number;
}

/** The points columns of member, which only the ledger's trigger writes. */
export function findMemberPoints(db: Db, memberId: string): Promise<MemberPoints | undefined> {
  return db.maybeOne<MemberPoints>('select point_balance, lifetime_points from member where id = $1', [memberId]);
}

export interface BalanceDifference {
  memberId: string;
  email: string;
  pointBalance: number;
  ledgerBalance: number;
  lifetimePoints: number;
  ledgerLifetime: number;
}

/**
 * Every member whose balance or lifetime points differ from what the ledger adds up to. Lifetime
 * points count earned credits, less those credits that were reversed.
 */
export async function findBalanceDifferences(db: Db): Promise<BalanceDifference[]> {
  return db.query<BalanceDifference>(
    `with sums as (
       select member_id,
              sum(case when entry = 'credit' then points else -points end)::int as balance,
              sum(case when entry = 'credit' and reverses is null then points
                       when entry = 'debit' and reverses is not null then -points
                       else 0 end)::int as lifetime
         from points_ledger group by member_id)
     select m.id as "memberId", m.email, m.point_balance as "pointBalance", coalesce(s.balance, 0) as "ledgerBalance",
            m.lifetime_points as "lifetimePoints", coalesce(s.lifetime, 0) as "ledgerLifetime"
       from member m left join sums s on s.member_id = m.id
      where m.point_balance <> coalesce(s.balance, 0) or m.lifetime_points <> coalesce(s.lifetime, 0)
      order by m.email`,
  );
}

interface HistoryRow {
  entry: 'credit' | 'debit';
  points: number;
  name: string;
  label: LedgerLabel | null;
  description: string;
  created_at: Date;
  reversed_name: string | null;
  reversed_label: LedgerLabel | null;
}

/** One page of a member's ledger, newest first (the points history); a reversal brings the entry it undoes. */
export async function historyPage(db: Db, memberId: string, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    db.query<HistoryRow>(
      `select l.entry, l.points, l.name, l.label, l.description, l.created_at,
              r.name as reversed_name, r.label as reversed_label
         from points_ledger l left join points_ledger r on r.id = l.reverses
        where l.member_id = $1 order by l.created_at desc, l.id desc limit $2 offset $3`,
      [memberId, limit, offset],
    ),
    db.one<{ total: number }>('select count(*)::int as total from points_ledger where member_id = $1', [memberId]),
  ]);
  return { rows, total: total.total };
}

/** One ledger entry as an operator reads it: who moved what, and the reversal that undid it, if any. */
export interface OperatorEntry {
  id: number;
  member_id: string;
  email: string;
  entry: 'credit' | 'debit';
  points: number;
  balance_after: number;
  source: LedgerSource;
  name: string;
  description: string;
  actor_type: LedgerActor['type'];
  actor_name: string | null;
  created_at: Date;
  reverses: number | null;
  reversed_by: number | null;
}

const OPERATOR_ENTRY = `
  select l.id, l.member_id, m.email, l.entry, l.points, l.balance_after, l.source, l.name, l.description,
         l.actor_type, l.actor_name, l.created_at, l.reverses, r.id as reversed_by
    from points_ledger l
    join member m on m.id = l.member_id
    left join points_ledger r on r.reverses = l.id`;

export function findOperatorEntry(db: Db, entryId: number): Promise<OperatorEntry | undefined> {
  return db.maybeOne<OperatorEntry>(`${OPERATOR_ENTRY} where l.id = $1`, [entryId]);
}

/** A member's latest entries, newest first, and how many there are in all. */
export async function operatorHistory(db: Db, memberId: string, limit: number) {
  const [rows, total] = await Promise.all([
    db.query<OperatorEntry>(`${OPERATOR_ENTRY} where l.member_id = $1 order by l.id desc limit $2`, [memberId, limit]),
    db.one<{ total: number }>('select count(*)::int as total from points_ledger where member_id = $1', [memberId]),
  ]);
  return { rows, total: total.total };
}
