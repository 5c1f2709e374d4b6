import type { Activity } from './activity';

/**
 * GET /s1/home (docs/product/home.md, Home lists call): the lists the home page merges for display.
 * Contests and rewards are typed loosely until those domains publish their own contracts.
 */
export interface HomeContestItem {
  id: string;
  name: string;
  description: string;
  cardHeaderImage: string;
  pointRequired: number;
}

export interface HomeRewardItem {
  id: string;
  itemName: string;
  itemDescription: string;
  image: string;
  redeemPoints: number;
}

export interface HomeResult {
  activityResult: Activity[];
  contestResult: HomeContestItem[];
  rewardResult: HomeRewardItem[];
}
