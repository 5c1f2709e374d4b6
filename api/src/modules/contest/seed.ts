import type { Db } from '../../db/db';
import { DEMO_CAMPAIGN, findCampaign } from '../campaign';
import { DEMO_PUBLIC_CONTEST, DEMO_PUBLIC_LINK_USES, DEMO_PUBLIC_TOKEN, demoContests } from './demo-contests';
import { createPublicLink, saveWheel } from './operator';
import { addMissingContestTexts, ensureContest } from './repository';

/**
 * Adds the demo contests the demo campaign lacks (by slug), each with its wheel, and the public
 * link of README; the wheel's reward segment orders `prizeRewardId` (a demo reward, src/seed.ts).
 * An existing demo contest only gets the French and Spanish texts it lacks; nothing else of it is
 * touched. Returns how many contests were added.
 */
export async function seedDemoContests(db: Db, prizeRewardId: string): Promise<number> {
  const campaign = await findCampaign(db, DEMO_CAMPAIGN.slug);
  if (!campaign) return 0;
  let added = 0;
  for (const [index, demo] of demoContests(prizeRewardId).entries()) {
    const { id, created } = await ensureContest(db, campaign.id, { ...demo.contest, sortOrder: (index + 1) * 10 });
    if (!created) {
      await addMissingContestTexts(db, id, demo.texts, demo.segments);
      continue;
    }
    added += 1;
    await saveWheel(db, id, demo.segments, 'seed');
    await addMissingContestTexts(db, id, demo.texts, []);
    if (demo.contest.slug === DEMO_PUBLIC_CONTEST)
      await createPublicLink(db, id, DEMO_PUBLIC_LINK_USES, 'seed', DEMO_PUBLIC_TOKEN);
  }
  return added;
}
