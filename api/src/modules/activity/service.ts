import type { ActionType, Activity, ActivityPage, ActivityPortalPage } from '@portal/kit/contracts';
import type { Db } from '../../db/db';
import { HttpError } from '../../http/errors';
import { findCampaign } from '../campaign/repository';
import { type ActivityRow, countActivities, findActivity, listActivities } from './repository';

export type ActivityService = ReturnType<typeof createActivityService>;

export interface PageRequest {
  /** 0-based page index. */
  pageIndex: number;
  limit: number;
  actionTypes: ActionType[] | undefined;
}

/** Lists and reads the activities of the campaign this deployment serves (CAMPAIGN_SLUG). */
export function createActivityService(db: Db, campaignSlug: string) {
  async function campaignId(): Promise<string> {
    const campaign = await findCampaign(db, campaignSlug);
    if (!campaign) throw new HttpError(503, 'Campaign is not configured.');
    return campaign.id;
  }

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

    async get(id: string): Promise<Activity> {
      const row = await findActivity(db, await campaignId(), id);
      if (!row) throw new HttpError(404, 'Activity not found');
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
