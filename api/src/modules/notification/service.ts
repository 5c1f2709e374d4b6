import type { NotificationPage, NotificationQuery, PortalNotification } from '@portal/kit/contracts';
import type { Db } from '../../db/db';
import { DomainError } from '../../platform/domain-error';
import { SUPPORTED_LANGUAGES } from '@portal/shared/i18n/language';
import type { Language } from '../../platform/messages';
import { type NotificationTexts, findVisible, listVisible, type NotificationRow, setRead } from './repository';
import { MAX_LIMIT } from './schema';

export type NotificationService = ReturnType<typeof createNotificationService>;

/** `date` as the portal sends it: an ISO instant or a number of epoch milliseconds. */
export function parseSince(date: string | undefined): Date | null {
  if (date === undefined) return null;
  const since = /^\d+$/.test(date) ? new Date(Number(date)) : new Date(date);
  // Years outside 1970–9999 are no one's last read, and some are beyond what PostgreSQL's timestamp holds.
  const year = since.getUTCFullYear();
  if (Number.isNaN(since.getTime()) || year < 1970 || year > 9999) {
    throw new DomainError('request.invalid', 400, { errors: [{ field: 'date', code: 'notification.invalidDate' }] });
  }
  return since;
}

/**
 * A message the API writes, in every interface language: the notification shows it in the reader's,
 * and keeps the English one as its record (docs/product/notifications.md, Language).
 */
export function inEveryLanguage(write: (language: Language) => string): {
  shortMessage: string;
  texts: NotificationTexts;
} {
  const texts = Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, write(language)]));
  return { shortMessage: write('en'), texts: texts as Record<Language, string> };
}

/** A notification as the reader sees it: the API's own messages in their language, an operator's as written. */
export function toNotification(row: NotificationRow, language: Language): PortalNotification {
  return {
    uuid: row.id,
    type: row.type,
    richTextMsg: row.rich_text_msg,
    shortMessage: row.texts?.[language] ?? row.short_message,
    route: row.route,
    createdAt: row.created_at.toISOString(),
    isRead: row.is_read,
  };
}

/** A member's notification centre: only their own notifications and the broadcasts, never another member's. */
export function createNotificationService(db: Db) {
  return {
    async list(memberId: string, query: NotificationQuery, language: Language): Promise<NotificationPage> {
      const limit = query.limit ?? MAX_LIMIT;
      const offset = (query.page ?? 0) * limit;
      const { rows, total } = await listVisible(db, memberId, { after: parseSince(query.date), limit, offset });
      return { content: rows.map((row) => toNotification(row, language)), metaData: { totalRecs: total } };
    },

    async markRead(memberId: string, id: string, isRead: boolean, language: Language): Promise<PortalNotification> {
      // Another member's notification answers exactly like a missing one: its existence is not revealed.
      if (!(await findVisible(db, memberId, id))) throw new DomainError('notification.notFound', 404);
      await setRead(db, memberId, id, isRead);
      const row = await findVisible(db, memberId, id);
      if (!row) throw new DomainError('notification.notFound', 404);
      return toNotification(row, language);
    },
  };
}
