import type { ActionType, Activity, ActivityPage, ActivityPortalPage } from '@portal/kit/contracts';
import type { Db } from '../../db/db';
import { DomainError } from '../../platform/domain-error';
import type { CampaignService } from '../campaign';
import { type ActivityRow, countActivities, findActivity, listActivities, listCreatedSince } from './repository';

export type ActivityService = ReturnType<typeof createActivityService>;

/** An activity as "what's new" lists it. */
export interface NewActivityItem {
  id: string;
  title: string;
  createdAt: string;
}

export interface PageRequest {
  /** 0-based page index. */
  pageIndex: number;
  limit: number;
  actionTypes: ActionType[] | undefined;
}

/** Lists and reads the activities of the campaign this deployment serves (CAMPAIGN_SLUG). */
export function createActivityService(db: Db, campaign: CampaignService) {
  const campaignId = () => campaign.currentId();

  async function page({ pageIndex, limit, actionTypes }: PageRequest): Promise<ActivityPage> {
    const id = await campaignId();
    const [rows, totalRecs] = await Promise.all([
      listActivities(db, { campaignId: id, actionTypes, limit, offset: pageIndex * limit }),
      countActivities(db, { campaignId: id, actionTypes }),
    ]);
    return { content: rows.map(toActivity), metaData: { totalRecs } };
  }

  return {
    page,

    /** Home's earn list: a 1-based page and whether it is the last one. */
    async portalPage(request: PageRequest): Promise<ActivityPortalPage> {
      const result = await page(request);
      return { ...result, end: (request.pageIndex + 1) * request.limit >= result.metaData.totalRecs };
    },

    /** The campaign's switched-on activities created after `since` (all when null), newest first. */
    async createdSince(since: Date | null): Promise<NewActivityItem[]> {
      const rows = await listCreatedSince(db, await campaignId(), since);
      return rows.map((row) => ({ id: row.id, title: row.title, createdAt: row.created_at.toISOString() }));
    },

    async get(id: string): Promise<Activity> {
      const row = await findActivity(db, await campaignId(), id);
      if (!row) throw new DomainError('activity.notFound', 404);
      return toActivity(row);
    },
  };
}

export function toActivity(row: ActivityRow): Activity {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    points: row.points,
    isTierEnabled: row.is_tier_enabled,
    tierPoints: row.tier_points,
    actionType: row.action_type,
    channel: row.channel,
    data: row.data,
    cardHeaderImage: row.card_header_image,
    minimumActivityDuration: row.minimum_activity_duration,
    times: row.times,
    // Activity events (started, completed) belong to the points calls; none is open until one starts.
    activityEventId: null,
    activityData: row.activity_data,
  };
}
