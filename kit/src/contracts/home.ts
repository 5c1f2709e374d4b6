import type { Activity } from './activity';

/**
 * GET /s1/home (spec part 1 §3 "Home response"): the lists the home page merges for display.
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
