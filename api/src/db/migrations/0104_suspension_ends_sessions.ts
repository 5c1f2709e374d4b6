/**
 * Suspending a member ends every session of theirs, whoever suspends (the operator CLI, plain SQL):
 * the check each member request makes is then one lookup in a small partial index, "is this session
 * revoked" (see docs/decisions.md, Identity hardening). Members suspended before this migration get
 * the same.
 */
export const sql = `
create index refresh_token_revoked_family on refresh_token (family_id) where revoked_at is not null;

create function end_sessions_of_suspended_member() returns trigger language plpgsql as $$
begin
  update refresh_token set revoked_at = now() where member_id = new.id and revoked_at is null;
  return new;
end
$$;

create trigger member_suspension_ends_sessions
  after update of status on member
  for each row when (new.status = 'suspended' and old.status is distinct from 'suspended')
  execute function end_sessions_of_suspended_member();

update refresh_token set revoked_at = now()
  where revoked_at is null and member_id in (select id from member where status = 'suspended');
`;
