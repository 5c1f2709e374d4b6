import type { ActionType, HomeContestItem, HomeResult, HomeRewardItem } from '@portal/kit/contracts';
import type { Language } from '../../platform/messages';
import { ACTION_TYPES, type ActivityService } from '../activity';

export type HomeService = ReturnType<typeof createHomeService>;

/** The types home lists (docs/product/home.md, Earn list): receipts are uploaded from their own page, not from home. */
export const HOME_ACTION_TYPES: ActionType[] = ACTION_TYPES.filter((type) => type !== 'upload');

/** The first contests of the campaign, from the contest module (given by app.ts). */
export type HomeContests = (limit: number, language: Language) => Promise<HomeContestItem[]>;

/** The first rewards of the catalogue, from the rewards module (given by app.ts). */
export type HomeRewards = (limit: number, language: Language) => Promise<HomeRewardItem[]>;

/** The home activity call: the first items of each list the home page merges for display. */
export function createHomeService(
  activities: ActivityService,
  contests: HomeContests = async () => [],
  rewards: HomeRewards = async () => [],
) {
  return {
    /** The lists, activity, contest and reward texts in `language`. */
    async get(limit: number, language: Language): Promise<HomeResult> {
      const [page, contestResult, rewardResult] = await Promise.all([
        activities.page({ pageIndex: 0, limit, actionTypes: HOME_ACTION_TYPES, language }),
        contests(limit, language),
        rewards(limit, language),
      ]);
      return { activityResult: page.content, contestResult, rewardResult };
    },
  };
}
