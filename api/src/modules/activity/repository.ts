import type { ActionType, Activity } from '@portal/kit/contracts';
import type { Db } from '../../db/db';
import type { ActivityTexts } from './texts';

export interface ActivityRow {
  id: string;
  texts: ActivityTexts;
  points: number;
  is_tier_enabled: boolean;
  tier_points: number | null;
  action_type: ActionType;
  channel: string;
  data: string;
  card_header_image: string;
  minimum_activity_duration: number;
  times: number;
  activity_data: Record<string, unknown>;
}

/**
 * An activity as the seed writes it: the contract's fields less the ids and the texts members read,
 * plus a stable slug and the texts in every language.
 */
export type NewActivity = Omit<Activity, 'id' | 'activityEventId' | 'title' | 'description'> & {
  slug: string;
  texts: ActivityTexts;
};

export interface ActivityFilter {
  campaignId: string;
  /** Undefined lists every type. */
  actionTypes: ActionType[] | undefined;
  limit: number;
  offset: number;
}

const COLUMNS = `id, texts, points, is_tier_enabled, tier_points, action_type, channel, data,
  card_header_image, minimum_activity_duration, times, activity_data`;

/** `$2` is null for "every type", so one statement serves both the filtered and the full list. */
const WHERE = `where campaign_id = $1 and active and ($2::text[] is null or action_type = any($2::text[]))`;

export function listActivities(db: Db, filter: ActivityFilter): Promise<ActivityRow[]> {
  return db.query<ActivityRow>(`select ${COLUMNS} from activity ${WHERE} order by sort_order, id limit $3 offset $4`, [
    filter.campaignId,
    filter.actionTypes ?? null,
    filter.limit,
    filter.offset,
  ]);
}

/** The campaign's switched-on activities of one type whose `data` is one of `refs` (a games activity's contest). */
export function listActivitiesNaming(
  db: Db,
  campaignId: string,
  actionType: string,
  refs: readonly string[],
): Promise<ActivityRow[]> {
  return db.query<ActivityRow>(
    `select ${COLUMNS} from activity
      where campaign_id = $1 and active and action_type = $2 and data = any($3::text[]) order by sort_order, id`,
    [campaignId, actionType, refs],
  );
}

export async function countActivities(
  db: Db,
  filter: Pick<ActivityFilter, 'campaignId' | 'actionTypes'>,
): Promise<number> {
  const row = await db.one<{ total: number }>(`select count(*)::int as total from activity ${WHERE}`, [
    filter.campaignId,
    filter.actionTypes ?? null,
  ]);
  return row.total;
}

export function findActivity(db: Db, campaignId: string, id: string): Promise<ActivityRow | undefined> {
  return db.maybeOne<ActivityRow>(`select ${COLUMNS} from activity where campaign_id = $1 and id = $2 and active`, [
    campaignId,
    id,
  ]);
}

/** The texts of the given activities, switched off or of another campaign too: a ledger entry outlives both. */
export function findActivityTexts(db: Db, ids: string[]): Promise<Pick<ActivityRow, 'id' | 'texts' | 'data'>[]> {
  return db.query('select id, texts, data from activity where id = any($1::uuid[])', [ids]);
}

/** Adds the activities whose slug the campaign does not have yet; returns how many were added. */
export function insertMissingActivities(
  db: Db,
  campaignId: string,
  activities: readonly NewActivity[],
): Promise<number> {
  return db.transaction(async (tx) => {
    let added = 0;
    for (const [index, activity] of activities.entries()) {
      const inserted = await tx.maybeOne<{ id: string }>(
        `insert into activity (campaign_id, slug, texts, points, is_tier_enabled, tier_points,
           action_type, channel, data, card_header_image, minimum_activity_duration, times, activity_data, sort_order)
         values ($1, $2, $3::jsonb, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::jsonb, $14)
         on conflict (campaign_id, slug) do nothing
         returning id`,
        [
          campaignId,
          activity.slug,
          JSON.stringify(activity.texts),
          activity.points,
          activity.isTierEnabled,
          activity.tierPoints,
          activity.actionType,
          activity.channel,
          activity.data,
          activity.cardHeaderImage,
          activity.minimumActivityDuration,
          activity.times,
          JSON.stringify(activity.activityData),
          (index + 1) * 10,
        ],
      );
      if (inserted) added += 1;
    }
    return added;
  });
}

/**
 * Adds the languages an activity's texts lack from `texts`, keeping every entry it has (an operator's
 * wording wins): demo activities seeded before their translations existed gain them. Answers whether
 * the row changed.
 */
export async function addMissingLanguages(
  db: Db,
  campaignId: string,
  slug: string,
  texts: ActivityTexts,
): Promise<boolean> {
  const rows = await db.query(
    `update activity set texts = $3::jsonb || texts, updated_at = now()
      where campaign_id = $1 and slug = $2 and exists (select 1 from jsonb_object_keys($3::jsonb) as k where not texts ? k)
      returning id`,
    [campaignId, slug, JSON.stringify(texts)],
  );
  return rows.length > 0;
}

/** Switched-on activities of a campaign created after `since` (every one when null), newest first. */
export function listCreatedSince(db: Db, campaignId: string, since: Date | null) {
  return db.query<{ id: string; texts: ActivityTexts; data: string; created_at: Date }>(
    `select id, texts, data, created_at from activity
      where campaign_id = $1 and active and ($2::timestamptz is null or created_at > $2)
      order by created_at desc`,
    [campaignId, since],
  );
}

/** The campaign's activities as the operator lists them, in the members' order. */
export function listForOperator(db: Db, campaignId: string) {
  return db.query<{ slug: string; action_type: ActionType; active: boolean; texts: ActivityTexts }>(
    'select slug, action_type, active, texts from activity where campaign_id = $1 order by sort_order, id',
    [campaignId],
  );
}

/**
 * Rewrites one activity's texts (and, for English, its data) in a transaction, the row locked while
 * `change` works out the new texts; undefined when the campaign has no such activity.
 */
export function updateActivityTexts(
  db: Db,
  campaignId: string,
  slug: string,
  change: (current: Pick<ActivityRow, 'texts' | 'data' | 'action_type'>) => { texts: ActivityTexts; data: string },
) {
  return db.transaction(async (tx) => {
    const current = await tx.maybeOne<Pick<ActivityRow, 'texts' | 'data' | 'action_type'>>(
      'select texts, data, action_type from activity where campaign_id = $1 and slug = $2 for update',
      [campaignId, slug],
    );
    if (!current) return undefined;
    const next = change(current);
    await tx.query(
      'update activity set texts = $3::jsonb, data = $4, updated_at = now() where campaign_id = $1 and slug = $2',
      [campaignId, slug, JSON.stringify(next.texts), next.data],
    );
    return next;
  });
}
