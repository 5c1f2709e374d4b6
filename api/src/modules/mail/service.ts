import type { Db } from '../../db/db';
import { type OutboxMail, latestMails } from './repository';

export type Mailbox = ReturnType<typeof createMailbox>;

/** The development mailbox: what the outbox holds, newest first. */
export function createMailbox(db: Db) {
  return {
    latest: (to: string | undefined): Promise<OutboxMail[]> => latestMails(db, to),
  };
}
