/**
 * Mail bodies carry sign-in codes and confirmation or reset links, whose tokens are otherwise stored
 * only hashed: a body is kept until the mail is sent or its secret expires, then removed (the
 * mailer clears it). Mails already sent lose their body now; the others keep it for 48 hours at
 * most, the longest any mailed secret stays valid.
 */
export const sql = `
alter table mail_outbox alter column text_body drop not null;
alter table mail_outbox add column body_expires_at timestamptz;
update mail_outbox set body_expires_at = created_at + interval '48 hours';
update mail_outbox set text_body = null where sent_at is not null or body_expires_at < now();
alter table mail_outbox alter column body_expires_at set not null;
create index mail_outbox_body_expiry on mail_outbox (body_expires_at) where text_body is not null;
`;
