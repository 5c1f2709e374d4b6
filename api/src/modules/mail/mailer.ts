import nodemailer, { type Transporter } from 'nodemailer';
import { wholeNumberSetting } from '../../platform/settings';
import type { Db } from '../../db/db';
import { deliver, relayDueMails } from './relay';
import { clearExpiredBodies, insertOutboxMail } from './repository';
import { type MailKind, type MailLanguage, renderMail } from './templates';

export interface MailRequest {
  to: string;
  kind: MailKind;
  language: MailLanguage;
  values: Record<string, string>;
  /** How long the code or link in the mail stays valid: its body is removed then, or once sent. */
  secretValidSeconds: number;
}

/** What became of a mail: sent, waiting in the outbox for another attempt, or kept there (no SMTP configured). */
export type MailOutcome = 'sent' | 'queued' | 'kept';

export interface Mailer {
  send(request: MailRequest): Promise<MailOutcome>;
  /** Tries again the mails whose attempts failed (relay.ts); nothing to do without SMTP. */
  relayDue(): Promise<{ sent: number; failed: number }>;
}

export interface MailSettings {
  /** smtp://user:pass@host:port; unset keeps mails in the outbox only (the dev mailbox shows them). */
  smtpUrl: string | undefined;
  from: string;
  /**
   * The dev mailbox page shows every mail, reset links and sign-in codes included, to whoever reaches
   * it: only with DEV_MAILBOX=true (`npm start` sets it), never with NODE_ENV=production.
   */
  mailboxEnabled: boolean;
  /** How often the API tries failed mails again (MAIL_RETRY_INTERVAL_SECONDS, default 60; 0 turns it off). */
  retryIntervalSeconds: number;
}

/**
 * SMTP_URL, checked before nodemailer sees it: nodemailer takes a string that is no URL for options and
 * fails with the string in its message ("Cannot create property … on string 'user:password@…'"), or
 * prints a deprecation warning quoting it. The value holds the SMTP password, so the error says which
 * variable is wrong and the form it needs, never the value.
 */
function smtpUrlOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let protocol: string | undefined;
  let host = '';
  try {
    ({ protocol, hostname: host } = new URL(value));
  } catch {
    protocol = undefined;
  }
  if ((protocol !== 'smtp:' && protocol !== 'smtps:') || host === '') {
    throw new Error(
      'SMTP_URL is not a valid SMTP address: it must have the form smtp://user:password@host:port ' +
        '(or smtps://…), with any special character of the user or password percent-encoded. ' +
        'The value is not shown: it may hold a password.',
    );
  }
  return value;
}

export function loadMailSettings(env: NodeJS.ProcessEnv = process.env): MailSettings {
  const mailboxEnabled = env.DEV_MAILBOX === 'true';
  if (mailboxEnabled && env.NODE_ENV === 'production') {
    throw new Error('DEV_MAILBOX=true is refused with NODE_ENV=production: the mailbox shows every reset link.');
  }
  return {
    smtpUrl: smtpUrlOf(env.SMTP_URL),
    from: env.MAIL_FROM || 'Vapor Rewards <no-reply@vapor-rewards.example>',
    mailboxEnabled,
    retryIntervalSeconds: wholeNumberSetting(env, 'MAIL_RETRY_INTERVAL_SECONDS', 60),
  };
}

/**
 * Every mail is written to the outbox first, so nothing is lost and the dev mailbox can show it;
 * with SMTP configured it is then sent and its body removed. A failed attempt leaves it in the outbox
 * for the relay (relay.ts) rather than failing the caller, whose change has committed. Each send also
 * removes the bodies whose secret has expired, so codes and links never outlive their use in the
 * database.
 */
export function createMailer(
  db: Db,
  settings: MailSettings,
  transport: Transporter | null = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : null,
): Mailer {
  return {
    async send({ to, kind, language, values, secretValidSeconds }) {
      const { subject, text } = renderMail(kind, language, values);
      const id = await insertOutboxMail(db, { to, subject, text, kind, secretValidSeconds });
      await clearExpiredBodies(db);
      if (!transport) return 'kept';
      const sent = await deliver(db, transport, settings.from, { id, to_address: to, subject, text_body: text });
      return sent ? 'sent' : 'queued';
    },
    relayDue: async () => (transport ? relayDueMails(db, transport, settings.from) : { sent: 0, failed: 0 }),
  };
}
