import type { CampaignTier } from '../campaign';

/**
 * The tier rule (see docs/product/tiers.md): the highest tier whose level-up points the member's
 * lifetime earned points reach. Spending never lowers lifetime points, so redeeming never demotes.
 */
export function tierFor(lifetimePoints: number, tiers: readonly CampaignTier[]): number {
  const reached = tiers.filter((tier) => tier.levelUpPoints <= lifetimePoints);
  const highest = reached.sort((a, b) => b.levelUpPoints - a.levelUpPoints)[0];
  return highest?.tierId ?? 1;
}
