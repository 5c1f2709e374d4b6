import type { ActionType, HomeResult } from '@portal/kit/contracts';
import { ACTION_TYPES, type ActivityService } from '../activity';

export type HomeService = ReturnType<typeof createHomeService>;

/** The types home lists (docs/product/home.md, Earn list): receipts are uploaded from their own page, not from home. */
export const HOME_ACTION_TYPES: ActionType[] = ACTION_TYPES.filter((type) => type !== 'upload');

/**
 * The home activity call: the first items of each list the home page merges for display. Contests
 * and rewards stay empty until those modules exist; the shape is already the one clients read.
 */
export function createHomeService(activities: ActivityService) {
  return {
    async get(limit: number): Promise<HomeResult> {
      const page = await activities.page({ pageIndex: 0, limit, actionTypes: HOME_ACTION_TYPES });
      return { activityResult: page.content, contestResult: [], rewardResult: [] };
    },
  };
}
