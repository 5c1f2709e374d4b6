import nodemailer from 'nodemailer';
import type { Db } from '../../db/db';
import { insertOutboxMail, markMailSent } from './repository';
import { type MailKind, type MailLanguage, renderMail } from './templates';

export interface MailRequest {
  to: string;
  kind: MailKind;
  language: MailLanguage;
  values: Record<string, string>;
}

export interface Mailer {
  send(request: MailRequest): Promise<void>;
}

export interface MailSettings {
  /** smtp://user:pass@host:port; unset keeps mails in the outbox only (the dev mailbox shows them). */
  smtpUrl: string | undefined;
  from: string;
  /** The dev mailbox page: on by default when no SMTP server is configured. */
  mailboxEnabled: boolean;
}

export function loadMailSettings(env: NodeJS.ProcessEnv = process.env): MailSettings {
  const smtpUrl = env.SMTP_URL || undefined;
  return {
    smtpUrl,
    from: env.MAIL_FROM || 'Vapor Rewards <no-reply@vapor-rewards.example>',
    mailboxEnabled: env.DEV_MAILBOX ? env.DEV_MAILBOX === 'true' : !smtpUrl,
  };
}

/**
 * Every mail is written to the outbox first, so nothing is lost and the dev mailbox can show it;
 * with SMTP configured it is then sent and marked sent.
 */
export function createMailer(db: Db, settings: MailSettings): Mailer {
  const transport = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : null;
  return {
    async send({ to, kind, language, values }) {
      const { subject, text } = renderMail(kind, language, values);
      const id = await insertOutboxMail(db, { to, subject, text, kind });
      if (!transport) return;
      await transport.sendMail({ from: settings.from, to, subject, text });
      await markMailSent(db, id);
    },
  };
}
