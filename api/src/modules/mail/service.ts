import type { Db } from '../../db/db';
import { type OutboxMail, latestMails } from './repository';

export type Mailbox = ReturnType<typeof createMailbox>;

/** The development mailbox: what the outbox holds for one address, newest first; nothing without one. */
export function createMailbox(db: Db) {
  return {
    latest: async (to: string | undefined): Promise<OutboxMail[]> => (to ? latestMails(db, to) : []),
  };
}
