import type { NewActionType, WhatsNewItem } from '@portal/kit/contracts';
import type { Db } from '../../db/db';

/** Lists a domain's items created after `since` (everything when null), newest first. */
export type WhatsNewSource = (db: Db, since: Date | null) => Promise<WhatsNewItem[]>;

/** Activities switched on in the `activity` table (migration 0300). */
const activitySource: WhatsNewSource = async (db, since) => {
  const rows = await db.query<{ id: string; title: string; created_at: Date }>(
    `select id, title, created_at from activity
      where active and ($1::timestamptz is null or created_at > $1)
      order by created_at desc`,
    [since],
  );
  return rows.map((row) => ({ id: row.id, type: 'activity', title: row.title, createdAt: row.created_at.toISOString() }));
};

/**
 * Where each kind of new item comes from. Contests and rewards have no tables yet, so they have no
 * source and contribute nothing: the call answers what exists instead of failing. Their teams add
 * one line here when their table lands; the route and the visit bookkeeping need no change.
 */
export const WHATS_NEW_SOURCES: Partial<Record<NewActionType, WhatsNewSource>> = { activity: activitySource };
