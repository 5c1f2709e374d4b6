import type { Db } from '../../db/db';
import { DEMO_CAMPAIGN, findCampaign } from '../campaign';
import { DEMO_REWARD_TEXTS } from './demo-reward-texts';
import { DEMO_REWARDS, demoCodes } from './demo-rewards';
import { addMissingRewardTexts, insertCodes, insertRewardIfAbsent } from './repository';
import { imageOf } from './reward-images';

/**
 * Adds the demo rewards the demo campaign lacks, each digital one with its pool of demo codes, and
 * their French and Spanish texts to a demo reward that has no translations yet; never changes
 * anything else of an existing row, so an operator's edits survive restarts. Returns how many
 * rewards were added.
 */
export async function seedDemoRewards(db: Db): Promise<number> {
  const campaign = await findCampaign(db, DEMO_CAMPAIGN.slug);
  if (!campaign) return 0;
  let added = 0;
  for (const [index, reward] of DEMO_REWARDS.entries()) {
    const created = await insertRewardIfAbsent(db, campaign.id, {
      ...reward,
      itemId: `ITEM-${String(index + 1).padStart(3, '0')}`,
      image: imageOf(reward.type),
      perMemberLimit: null,
      discontinuedFrom: reward.discontinuedFrom ? new Date(reward.discontinuedFrom) : null,
      sortOrder: index,
    });
    const texts = DEMO_REWARD_TEXTS[reward.slug];
    if (texts) await addMissingRewardTexts(db, reward.id, texts);
    if (!created) continue;
    added += 1;
    if (reward.codes > 0) await insertCodes(db, reward.id, demoCodes(reward.slug, reward.codes));
  }
  return added;
}
