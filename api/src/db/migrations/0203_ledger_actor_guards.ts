/**
 * The ledger becomes the only way points move (see docs/architecture.md, Ledger):
 * - every entry names its actor (a member, the system or an operator);
 * - a reversal is a new, opposite entry pointing at the one it undoes, at most once per entry;
 * - inserting an entry applies it to member.point_balance / lifetime_points (this trigger is the
 *   one writer of those columns; a member trigger refuses any other change of them);
 * - updating or deleting an entry raises an error (the rules of 0200 silently did nothing).
 * Lifetime points rise with earned credits and fall only when such a credit is reversed, so
 * redeeming never lowers the tier. pg_trigger_depth() tells the ledger's own update of member
 * (depth 2) from a direct one (depth 1); it behaves the same on PGlite and PostgreSQL.
 */
export const sql = `
alter table points_ledger add column actor_type text not null default 'system'
  check (actor_type in ('member', 'system', 'operator'));
alter table points_ledger alter column actor_type drop default;
alter table points_ledger add column actor_id text;
-- Entries written before this migration name no actor: the default marks them (and only them).
alter table points_ledger add column actor_name text default 'recorded before actors (migration 0203)';
alter table points_ledger alter column actor_name drop default;
alter table points_ledger add constraint points_ledger_actor_named
  check (actor_id is not null or actor_name is not null);
alter table points_ledger add column reverses bigint references points_ledger (id);
create unique index points_ledger_reversed_once on points_ledger (reverses) where reverses is not null;

drop rule points_ledger_no_update on points_ledger;
drop rule points_ledger_no_delete on points_ledger;

create function points_ledger_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception 'points_ledger is append-only: reverse an entry instead of changing it'
    using errcode = 'raise_exception';
end $$;

create trigger points_ledger_append_only before update or delete on points_ledger
  for each row execute function points_ledger_refuse_change();
create trigger points_ledger_no_truncate before truncate on points_ledger
  for each statement execute function points_ledger_refuse_change();

create function points_ledger_apply() returns trigger language plpgsql as $$
declare
  original points_ledger%rowtype;
  balance integer;
  lifetime_change integer := 0;
begin
  if new.reverses is not null then
    select * into original from points_ledger where id = new.reverses;
    if not found or original.member_id <> new.member_id or original.entry = new.entry
       or original.points <> new.points or original.reverses is not null then
      raise exception 'ledger entry % cannot be reversed by this entry', new.reverses using errcode = 'raise_exception';
    end if;
    if original.entry = 'credit' then lifetime_change := -new.points; end if;
  elsif new.entry = 'credit' then
    lifetime_change := new.points;
  end if;
  select point_balance into balance from member where id = new.member_id for update;
  balance := balance + case when new.entry = 'credit' then new.points else -new.points end;
  if balance < 0 then
    raise exception 'the balance of member % does not cover % points', new.member_id, new.points
      using errcode = 'check_violation';
  end if;
  new.balance_after := balance;
  update member
     set point_balance = balance, lifetime_points = lifetime_points + lifetime_change, updated_at = now()
   where id = new.member_id;
  return new;
end $$;

create trigger points_ledger_apply before insert on points_ledger
  for each row execute function points_ledger_apply();

create function member_points_guard() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' and (new.point_balance <> 0 or new.lifetime_points <> 0)
     or tg_op = 'UPDATE' and pg_trigger_depth() < 2 then
    raise exception 'member points change only through points_ledger' using errcode = 'raise_exception';
  end if;
  return new;
end $$;

create trigger member_points_on_insert before insert on member
  for each row execute function member_points_guard();
create trigger member_points_on_update before update on member
  for each row
  when (old.point_balance is distinct from new.point_balance
        or old.lifetime_points is distinct from new.lifetime_points)
  execute function member_points_guard();
`;
