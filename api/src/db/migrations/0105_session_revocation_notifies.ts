/**
 * Revoking a session (logout, token reuse, password reset, suspension through migration 0104's
 * trigger, plain SQL) announces its family id on the channel `session_revoked`, at commit, to every
 * API process listening: each keeps the sessions it found allowed in memory (src/modules/auth/
 * session-cache.ts) and forgets this one at once. Revoking a family's many tokens in one transaction
 * sends one notification: PostgreSQL folds identical ones.
 */
export const sql = `
create function announce_session_revoked() returns trigger language plpgsql as $$
begin
  perform pg_notify('session_revoked', new.family_id::text);
  return null;
end
$$;

create trigger refresh_token_revocation_announced
  after update of revoked_at on refresh_token
  for each row when (new.revoked_at is not null and old.revoked_at is null)
  execute function announce_session_revoked();
`;
