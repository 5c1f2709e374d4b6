import type { NotificationType } from '@portal/kit/contracts';
import type { Db } from '../../db/db';
import type { Language } from '../../platform/messages';

/** A message the API writes, in each interface language (migration 0205). */
export type NotificationTexts = Readonly<Record<Language, string>>;

export interface NotificationRow {
  id: string;
  type: NotificationType;
  short_message: string;
  rich_text_msg: string;
  route: string | null;
  texts: NotificationTexts | null;
  created_at: Date;
  is_read: boolean;
}

export interface NewNotification {
  /** null sends it to every member. */
  memberId: string | null;
  type: NotificationType;
  shortMessage: string;
  richTextMsg?: string;
  route?: string | null;
  /** For a message the API writes: its words in every language, shown in the reader's. */
  texts?: NotificationTexts;
}

/** What one member may see: their own notifications and the broadcasts, each with their own read state. */
const VISIBLE = `
  from notification n
  left join notification_read r on r.notification_id = n.id and r.member_id = $1
  where (n.member_id = $1 or n.member_id is null)`;

const COLUMNS =
  'n.id, n.type, n.short_message, n.rich_text_msg, n.route, n.texts, n.created_at, (r.member_id is not null) as is_read';

export async function listVisible(
  db: Db,
  memberId: string,
  { after, limit, offset }: { after: Date | null; limit: number; offset: number },
): Promise<{ rows: NotificationRow[]; total: number }> {
  const filter = after ? ' and n.created_at > $2' : '';
  const params: unknown[] = after ? [memberId, after] : [memberId];
  const page = params.length;
  const rows = await db.query<NotificationRow>(
    `select ${COLUMNS} ${VISIBLE}${filter} order by n.created_at desc, n.seq desc limit $${page + 1} offset $${page + 2}`,
    [...params, limit, offset],
  );
  const { total } = await db.one<{ total: number }>(`select count(*)::int as total ${VISIBLE}${filter}`, params);
  return { rows, total };
}

export function findVisible(db: Db, memberId: string, id: string): Promise<NotificationRow | undefined> {
  return db.maybeOne<NotificationRow>(`select ${COLUMNS} ${VISIBLE} and n.id = $2`, [memberId, id]);
}

export async function setRead(db: Db, memberId: string, id: string, isRead: boolean): Promise<void> {
  if (isRead) {
    await db.query(
      `insert into notification_read (notification_id, member_id) values ($1, $2) on conflict do nothing`,
      [id, memberId],
    );
  } else {
    await db.query('delete from notification_read where notification_id = $1 and member_id = $2', [id, memberId]);
  }
}

/**
 * Marks read the member's own notifications that lead to one page: opening a ticket reads the
 * notifications of its replies (docs/product/notifications.md, Read where it leads). Broadcasts stay
 * as they are: another page is not theirs to read.
 */
export async function markRouteRead(db: Db, memberId: string, route: string): Promise<void> {
  await db.query(
    `insert into notification_read (notification_id, member_id)
     select id, member_id from notification where member_id = $1 and route = $2
     on conflict do nothing`,
    [memberId, route],
  );
}

export function insertNotification(db: Db, notification: NewNotification): Promise<{ id: string }> {
  return db.one<{ id: string }>(
    `insert into notification (member_id, type, short_message, rich_text_msg, route, texts)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [
      notification.memberId,
      notification.type,
      notification.shortMessage,
      notification.richTextMsg ?? '',
      notification.route ?? null,
      notification.texts ? JSON.stringify(notification.texts) : null,
    ],
  );
}
