import type { NotificationType } from '@portal/kit/contracts';
import type { Db } from '../../db/db';
import { findMemberIdByEmail } from '../identity';
import { recordOperatorAction } from '../operator-log';
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
  /** The operator who sends it from the CLI, recorded in the operator log; services that notify keep their own record. */
  operator?: string;
}

/** Sends a notification for the operator CLI. Throws a plain message when the member is unknown. */
export async function sendNotification(db: Db, notification: OperatorNotification): Promise<string> {
  let memberId: string | null = null;
  if (notification.to !== 'all') {
    const member = await findMemberIdByEmail(db, notification.to.email);
    if (!member) throw new Error(`No member with the e-mail ${notification.to.email}.`);
    memberId = member.id;
  }
  return db.transaction(async (tx) => {
    const { id } = await insertNotification(tx, {
      memberId,
      type: notification.type,
      shortMessage: notification.shortMessage,
      richTextMsg: notification.richTextMsg ?? '',
      route: notification.route ?? null,
      ...(notification.texts ? { texts: notification.texts } : {}),
    });
    if (notification.operator) {
      const subject = notification.to === 'all' ? 'every member' : notification.to.email;
      const detail = `${notification.type} ${id}: ${notification.shortMessage}`;
      await recordOperatorAction(tx, { operator: notification.operator, action: 'notify', subject, detail });
    }
    return id;
  });
}
