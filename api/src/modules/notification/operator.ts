import type { NotificationType } from '@portal/kit/contracts';
import type { Db } from '../../db/db';
import { findMemberIdByEmail } from '../identity';
import { type NotificationTexts, insertNotification } from './repository';

export interface OperatorNotification {
  /** 'all' for a broadcast, else the member's e-mail. */
  to: 'all' | { email: string };
  type: NotificationType;
  shortMessage: string;
  richTextMsg?: string;
  route?: string;
  /** For a message the API writes itself (inEveryLanguage); an operator's own has none. */
  texts?: NotificationTexts;
}

/** Sends a notification for the operator CLI. Throws a plain message when the member is unknown. */
export async function sendNotification(db: Db, notification: OperatorNotification): Promise<string> {
  let memberId: string | null = null;
  if (notification.to !== 'all') {
    const member = await findMemberIdByEmail(db, notification.to.email);
    if (!member) throw new Error(`No member with the e-mail ${notification.to.email}.`);
    memberId = member.id;
  }
  const { id } = await insertNotification(db, {
    memberId,
    type: notification.type,
    shortMessage: notification.shortMessage,
    richTextMsg: notification.richTextMsg ?? '',
    route: notification.route ?? null,
    ...(notification.texts ? { texts: notification.texts } : {}),
  });
  return id;
}
