import type { Db } from '../../db/db';
import { DEMO_CAMPAIGN, findCampaign } from '../campaign';
import { DEMO_PUBLIC_CONTEST, DEMO_PUBLIC_LINK_USES, DEMO_PUBLIC_TOKEN, demoContests } from './demo-contests';
import { createPublicLink, saveWheel } from './operator';
import { ensureContest } from './repository';

/**
 * Stands for the demo reward a demo wheel's reward segment orders until the rewards module's demo
 * rewards are passed in (src/seed.ts). With no rewards module the segment counts as out of stock.
 */
export const NO_DEMO_REWARD = '00000000-0000-4000-8000-000000000000';

/**
 * Adds the demo contests the demo campaign lacks (by slug), each with its wheel, and the public
 * link of README. Existing contests are never touched. Returns how many contests were added.
 */
export async function seedDemoContests(db: Db, prizeRewardId: string = NO_DEMO_REWARD): Promise<number> {
  const campaign = await findCampaign(db, DEMO_CAMPAIGN.slug);
  if (!campaign) return 0;
  let added = 0;
  for (const [index, demo] of demoContests(prizeRewardId).entries()) {
    const { id, created } = await ensureContest(db, campaign.id, { ...demo.contest, sortOrder: (index + 1) * 10 });
    if (!created) continue;
    added += 1;
    await saveWheel(db, id, demo.segments, 'seed');
    if (demo.contest.slug === DEMO_PUBLIC_CONTEST)
      await createPublicLink(db, id, DEMO_PUBLIC_LINK_USES, 'seed', DEMO_PUBLIC_TOKEN);
  }
  return added;
}
