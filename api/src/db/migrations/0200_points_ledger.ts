/**
 * The append-only points ledger. A member's balance changes only in the transaction that writes its
 * ledger row; (member, source, source_ref) is unique so the same event can never credit twice.
 */
export const sql = `
create table points_ledger (
  id bigint generated always as identity primary key,
  member_id uuid not null references member (id),
  entry text not null check (entry in ('credit', 'debit')),
  points integer not null check (points > 0),
  balance_after integer not null check (balance_after >= 0),
  source text not null,
  source_ref text not null,
  name text not null,
  description text not null default '',
  created_at timestamptz not null default now(),
  constraint points_ledger_once unique (member_id, source, source_ref)
);

create index points_ledger_member_created on points_ledger (member_id, created_at desc);

create rule points_ledger_no_update as on update to points_ledger do instead nothing;
create rule points_ledger_no_delete as on delete to points_ledger do instead nothing;
`;
