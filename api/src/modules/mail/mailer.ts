import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/db';
import { clearExpiredBodies, insertOutboxMail, markMailSent } from './repository';
import { type MailKind, type MailLanguage, renderMail } from './templates';

export interface MailRequest {
  to: string;
  kind: MailKind;
  language: MailLanguage;
  values: Record<string, string>;
  /** How long the code or link in the mail stays valid: its body is removed then, or once sent. */
  secretValidSeconds: number;
}

export interface Mailer {
  send(request: MailRequest): Promise<void>;
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
}

export function loadMailSettings(env: NodeJS.ProcessEnv = process.env): MailSettings {
  const mailboxEnabled = env.DEV_MAILBOX === 'true';
  if (mailboxEnabled && env.NODE_ENV === 'production') {
    throw new Error('DEV_MAILBOX=true is refused with NODE_ENV=production: the mailbox shows every reset link.');
  }
  return {
    smtpUrl: env.SMTP_URL || undefined,
    from: env.MAIL_FROM || 'Vapor Rewards <no-reply@vapor-rewards.example>',
    mailboxEnabled,
  };
}

/**
 * Every mail is written to the outbox first, so nothing is lost and the dev mailbox can show it;
 * with SMTP configured it is then sent and its body removed. Each send also removes the bodies whose
 * secret has expired, so codes and links never outlive their use in the database.
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
      if (!transport) return;
      await transport.sendMail({ from: settings.from, to, subject, text });
      await markMailSent(db, id);
    },
  };
}
