/**
 * A mail the SMTP server refused or could not take is tried again (mail/relay.ts) instead of failing
 * the request that wrote it after its change had committed. `next_attempt_at` is when it may be tried:
 * a lease while one attempt is under way, then a backoff after each failure. Mails already in the
 * outbox and not sent are due now, while their body is kept.
 */
export const sql = `
alter table mail_outbox add column attempts integer not null default 0;
alter table mail_outbox add column next_attempt_at timestamptz not null default now();
alter table mail_outbox add column last_error text;
create index mail_outbox_due on mail_outbox (next_attempt_at) where sent_at is null and text_body is not null;
`;
