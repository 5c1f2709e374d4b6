/**
 * Wrong passwords per member, so sign-in is throttled per account as well as per address: an attacker
 * spreading guesses over many addresses still meets the account's limit (see docs/decisions.md,
 * Identity hardening). Rows older than the window are deleted as new ones are written.
 */
export const sql = `
create table sign_in_failure (
  member_id uuid not null references member (id) on delete cascade,
  failed_at timestamptz not null default now()
);
create index sign_in_failure_member on sign_in_failure (member_id, failed_at);
`;
