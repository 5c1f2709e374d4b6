import type { Db } from './db/db';
import { seedDemoActivities } from './modules/activity';
import { seedDemoCampaign } from './modules/campaign';
import { seedDemoSurveys } from './modules/earning';
import { seedDemoContests } from './modules/contest';
import { seedTierMembers } from './modules/demo-members';
import { seedIdentityDemo } from './modules/identity';
import { DEMO_REWARD_IDS, seedDemoRewards } from './modules/rewards';
import { seedDemoPurchaseProof } from './modules/package-code';

/** Demo data of every module, each idempotent. Returns what was created, for the log. */
export async function seedDemo(db: Db): Promise<string[]> {
  const created: string[] = [];
  if (await seedDemoCampaign(db)) created.push('campaign "demo"');
  created.push(...(await seedIdentityDemo(db)));
  const activities = await seedDemoActivities(db);
  if (activities > 0) created.push(`${activities} demo activities`);
  if ((await seedDemoSurveys(db)) > 0) created.push('demo quiz');
  if ((await seedTierMembers(db)).length > 0) created.push('tier members tier1..tier4@vapor-rewards.example');
  const rewards = await seedDemoRewards(db);
  if (rewards > 0) created.push(`${rewards} demo rewards`);
  // The demo wheel's reward segment wins a $10 gift card: a real prize order of the rewards module.
  const contests = await seedDemoContests(db, DEMO_REWARD_IDS['gift-card-10']!);
  if (contests > 0) created.push(`${contests} demo contests and the public wheel link`);
  const codes = await seedDemoPurchaseProof(db);
  if (codes > 0) created.push(`${codes} demo product and yellow-sticker codes`);
  return created;
}
