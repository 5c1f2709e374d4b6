import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/db';
import { startIntervalJob } from '../../platform/interval-job';
import { type DueMail, leaseDueMails, markMailSent, recordFailedAttempt } from './repository';

/** Mails one pass of the relay tries at most. */
const BATCH = 20;

/**
 * Why an attempt failed, as the outbox keeps it: nodemailer's error code and the server's reply code,
 * never the message, which may quote the SMTP address and its password.
 */
function reasonOf(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return [typeof code === 'string' ? code : 'ERROR', typeof responseCode === 'number' ? responseCode : '']
    .join(' ')
    .trim();
}

/**
 * One attempt to send an outbox mail. A failure is recorded for a later attempt instead of thrown: the
 * change that wrote the mail (a reply, a sign-in code) has committed, and failing its request would
 * invite the caller to make it twice.
 */
export async function deliver(db: Db, transport: Transporter, from: string, mail: DueMail): Promise<boolean> {
  try {
    await transport.sendMail({ from, to: mail.to_address, subject: mail.subject, text: mail.text_body });
  } catch (error) {
    await recordFailedAttempt(db, mail.id, reasonOf(error));
    return false;
  }
  await markMailSent(db, mail.id);
  return true;
}

/** Sends the mails that are due again; how many went and how many failed once more. */
export async function relayDueMails(
  db: Db,
  transport: Transporter,
  from: string,
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (const mail of await leaseDueMails(db, BATCH)) {
    if (await deliver(db, transport, from, mail)) sent += 1;
    else failed += 1;
  }
  return { sent, failed };
}

/**
 * Runs the relay every `intervalSeconds` while the API is up (MAIL_RETRY_INTERVAL_SECONDS). Returns a
 * stop function, called before the database closes.
 */
export function startMailRelay(
  relay: () => Promise<{ sent: number; failed: number }>,
  intervalSeconds: number,
  log: FastifyBaseLogger,
): () => Promise<void> {
  return startIntervalJob(
    intervalSeconds,
    async () => {
      const { sent, failed } = await relay();
      if (failed > 0) log.warn({ sent, failed }, 'outbox mails failed again; they will be retried');
      else if (sent > 0) log.info({ sent }, 'outbox mails sent on retry');
    },
    (error) => log.error({ err: error }, 'mail relay failed'),
  );
}
