import type { Db } from './db/db';
import { seedDemoCampaign } from './modules/campaign/seed';

/** Demo data of every module, each idempotent. Returns what was created, for the log. */
export async function seedDemo(db: Db): Promise<string[]> {
  const created: string[] = [];
  if (await seedDemoCampaign(db)) created.push('campaign "demo"');
  return created;
}
