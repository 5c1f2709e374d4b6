import type { Db } from '../../db/db';

export interface OutboxMail {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  created_at: Date;
}

/** The newest mails to one address, newest first (by the numeric id, not its text). */
export function latestMails(db: Db, to: string, limit = 50): Promise<OutboxMail[]> {
  return db.query<OutboxMail>(
    `select id::text, to_address, subject, text_body, created_at from mail_outbox
      where lower(to_address) = lower($1::text)
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
}

export async function insertOutboxMail(db: Db, mail: OutgoingMail): Promise<string> {
  const row = await db.one<{ id: string }>(
    'insert into mail_outbox (to_address, subject, text_body, kind) values ($1, $2, $3, $4) returning id',
    [mail.to, mail.subject, mail.text, mail.kind],
  );
  return row.id;
}

export async function markMailSent(db: Db, id: string): Promise<void> {
  await db.query('update mail_outbox set sent_at = now() where id = $1', [id]);
}
