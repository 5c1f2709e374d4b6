/**
 * Who suspended or reinstated a member, when and why (docs/product/identity.md, Member states): the
 * operator's commands write one row in the same transaction as the status they change. Suspending still
 * ends the member's sessions through 0104's trigger.
 */
export const sql = `
create table member_status_change (
  id bigint generated always as identity primary key,
  member_id uuid not null references member (id),
  from_status text not null,
  to_status text not null check (to_status in ('active', 'suspended', 'unconfirmed')),
  reason text not null check (length(trim(reason)) between 1 and 500),
  operator text not null check (length(trim(operator)) between 1 and 100),
  created_at timestamptz not null default now()
);

create index member_status_change_member on member_status_change (member_id, id);
`;
