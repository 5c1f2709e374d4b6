import type { ActionType, Activity, ActivityPage, ActivityPortalPage, NewItem } from '@portal/kit/contracts';
import type { Db } from '../../db/db';
import { DomainError } from '../../platform/domain-error';
import { DEFAULT_LANGUAGE, type Language } from '@portal/shared/i18n/language';
import type { CampaignService } from '../campaign';
import {
  type ActivityRow,
  countActivities,
  findActivity,
  findActivityTexts,
  listActivities,
  listActivitiesNaming,
  listCreatedSince,
} from './repository';
import { plainText } from '../../platform/plain-text';
import { activityText } from './texts';

export type ActivityService = ReturnType<typeof createActivityService>;

export interface PageRequest {
  /** 0-based page index. */
  pageIndex: number;
  limit: number;
  actionTypes: ActionType[] | undefined;
  /** The language of the texts; English when not given (the points logic reads no text). */
  language?: Language;
}

/** Lists and reads the activities of the campaign this deployment serves (CAMPAIGN_SLUG). */
export function createActivityService(db: Db, campaign: CampaignService) {
  const campaignId = () => campaign.currentId();

  async function page({ pageIndex, limit, actionTypes, language }: PageRequest): Promise<ActivityPage> {
    const id = await campaignId();
    const [rows, totalRecs] = await Promise.all([
      listActivities(db, { campaignId: id, actionTypes, limit, offset: pageIndex * limit }),
      countActivities(db, { campaignId: id, actionTypes }),
    ]);
    return { content: rows.map((row) => toActivity(row, language)), metaData: { totalRecs } };
  }

  return {
    page,

    /** Home's earn list: a 1-based page and whether it is the last one. */
    async portalPage(request: PageRequest): Promise<ActivityPortalPage> {
      const result = await page(request);
      return { ...result, end: (request.pageIndex + 1) * request.limit >= result.metaData.totalRecs };
    },

    /** The campaign's switched-on activities created after `since` (all when null), newest first. */
    async createdSince(since: Date | null, language: Language = DEFAULT_LANGUAGE): Promise<NewItem[]> {
      const rows = await listCreatedSince(db, await campaignId(), since);
      return rows.map((row) => ({
        id: row.id,
        title: activityText(row.texts, row.data, language).title,
        createdAt: row.created_at.toISOString(),
      }));
    },

    /** The plain titles of the given activities in `language`, by id (the points history's names). */
    async titles(ids: string[], language: Language): Promise<Map<string, string>> {
      const rows = await findActivityTexts(db, ids);
      return new Map(rows.map((row) => [row.id, plainText(activityText(row.texts, row.data, language).title)]));
    },

    /**
     * The activities of one type whose `data` names one of `refs` (the games naming a contest by its slug or
     * id), in one query: the contest module asks on every spin.
     */
    async naming(actionType: ActionType, refs: readonly string[]): Promise<Activity[]> {
      const rows = await listActivitiesNaming(db, await campaignId(), actionType, refs);
      return rows.map((row) => toActivity(row));
    },

    /** One activity, its texts in `language` (English when not given: the points logic reads no text). */
    async get(id: string, language: Language = DEFAULT_LANGUAGE): Promise<Activity> {
      const row = await findActivity(db, await campaignId(), id);
      if (!row) throw new DomainError('activity.notFound', 404);
      return toActivity(row, language);
    },
  };
}

/** The activity as members read it in `language`: each missing translation falls back to English. */
export function toActivity(row: ActivityRow, language: Language = DEFAULT_LANGUAGE): Activity {
  const { title, description, data } = activityText(row.texts, row.data, language);
  return {
    id: row.id,
    title,
    description,
    points: row.points,
    isTierEnabled: row.is_tier_enabled,
    tierPoints: row.tier_points,
    actionType: row.action_type,
    channel: row.channel,
    data,
    cardHeaderImage: row.card_header_image,
    minimumActivityDuration: row.minimum_activity_duration,
    times: row.times,
    // Activity events (started, completed) belong to the points calls; none is open until one starts.
    activityEventId: null,
    activityData: row.activity_data,
  };
}
