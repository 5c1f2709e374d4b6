/**
 * The operator log: who did what from the CLI (later a web console) where the thing changed keeps no
 * record of its own (docs/architecture.md, Operators). Reviews, replies, orders, contests, members'
 * statuses and the campaign keep theirs beside their rows; notifications sent, texts changed, codes and
 * the store's customer list imported are logged here, each in the transaction of the change.
 */
export const sql = `
create table operator_action (
  id bigint generated always as identity primary key,
  operator text not null check (length(trim(operator)) between 1 and 100),
  action text not null check (action ~ '^[a-z-]+(:[a-z-]+)?$'),
  subject text not null,
  detail text not null default '',
  created_at timestamptz not null default now()
);

create index operator_action_recent on operator_action (id desc);
`;
