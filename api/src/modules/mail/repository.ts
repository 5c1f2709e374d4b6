import type { Db } from '../../db/db';

export interface OutboxMail {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  created_at: Date;
}

/** The newest mails to one address whose body is still kept, newest first (by the numeric id, not its text). */
export function latestMails(db: Db, to: string, limit = 50): Promise<OutboxMail[]> {
  return db.query<OutboxMail>(
    `select id::text, to_address, subject, text_body, created_at from mail_outbox
      where lower(to_address) = lower($1::text) and text_body is not null
      order by mail_outbox.id desc limit $2`,
    [to, limit],
  );
}

/** Writes a mail to the outbox before it is sent, so nothing is lost; returns its id. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  kind: string;
  /** How long the secret in the body (code or link) stays valid; the body is removed after that. */
  secretValidSeconds: number;
}

/** How long one attempt holds a mail before another process may try it (relay.ts). */
export const ATTEMPT_LEASE_SECONDS = 300;

/** Writes the mail, leased to the sender that writes it, which tries it at once. */
export async function insertOutboxMail(db: Db, mail: OutgoingMail): Promise<string> {
  const row = await db.one<{ id: string }>(
    `insert into mail_outbox (to_address, subject, text_body, kind, body_expires_at, next_attempt_at)
     values ($1, $2, $3, $4, now() + make_interval(secs => $5), now() + make_interval(secs => $6)) returning id`,
    [mail.to, mail.subject, mail.text, mail.kind, mail.secretValidSeconds, ATTEMPT_LEASE_SECONDS],
  );
  return row.id;
}

export interface DueMail {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
}

/**
 * Leases up to `limit` unsent mails that are due and still hold their body (an expired secret is
 * not worth sending). Skipped locks and the lease keep two relays from sending one mail twice.
 */
export function leaseDueMails(db: Db, limit: number): Promise<DueMail[]> {
  return db.query<DueMail>(
    `update mail_outbox set next_attempt_at = now() + make_interval(secs => $2)
      where id in (select id from mail_outbox
                    where sent_at is null and text_body is not null and body_expires_at > now()
                      and next_attempt_at <= now()
                    order by next_attempt_at limit $1 for update skip locked)
      returning id::text, to_address, subject, text_body`,
    [limit, ATTEMPT_LEASE_SECONDS],
  );
}

/** A failed attempt: the next one waits 1, 2, 4 … minutes, at most an hour. */
export async function recordFailedAttempt(db: Db, id: string, reason: string): Promise<void> {
  await db.query(
    `update mail_outbox set attempts = attempts + 1, last_error = $2,
       next_attempt_at = now() + make_interval(secs => least(3600, 60 * power(2, attempts)))
     where id = $1`,
    [id, reason],
  );
}

/** A sent mail keeps only its envelope: the body's secret is in the member's mailbox now. */
export async function markMailSent(db: Db, id: string): Promise<void> {
  await db.query('update mail_outbox set sent_at = now(), text_body = null where id = $1', [id]);
}

/** Removes the bodies whose secret has expired. */
export async function clearExpiredBodies(db: Db): Promise<void> {
  await db.query('update mail_outbox set text_body = null where text_body is not null and body_expires_at < now()');
}
