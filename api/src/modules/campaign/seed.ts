import type { Db } from '../../db/db';
import { DEMO_CAMPAIGN } from './demo-campaign';
import { addMissingTierTexts, insertCampaignIfMissing } from './repository';

/**
 * Creates the demo campaign when its slug is absent. An existing row is never touched, so an
 * operator's changes (state, dates, tiers) survive every restart; only a demo tier without
 * translations gets the demo's (a campaign made before 0002). True when it was created.
 */
export async function seedDemoCampaign(db: Db): Promise<boolean> {
  const created = await insertCampaignIfMissing(db, DEMO_CAMPAIGN);
  for (const tier of DEMO_CAMPAIGN.tiers) await addMissingTierTexts(db, DEMO_CAMPAIGN.slug, tier.tier_id, tier.texts);
  return created;
}
