import type { Db } from '../../db/db';
import { DEMO_CAMPAIGN } from './demo-campaign';
import { insertCampaignIfMissing } from './repository';

/**
 * Creates the demo campaign when its slug is absent. An existing row is never touched, so an
 * operator's changes (state, dates, tiers) survive every restart. True when it was created.
 */
export function seedDemoCampaign(db: Db): Promise<boolean> {
  return insertCampaignIfMissing(db, DEMO_CAMPAIGN);
}
