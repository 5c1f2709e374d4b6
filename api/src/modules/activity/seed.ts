import type { Db } from '../../db/db';
import { DEMO_CAMPAIGN, findCampaign } from '../campaign';
import { DEMO_ACTIVITIES } from './demo-activities';
import { insertMissingActivities } from './repository';

/**
 * Adds the demo activities the demo campaign lacks (by slug), never touching existing rows, so an
 * operator's edits survive restarts. Returns how many were added; 0 when the campaign is absent.
 */
export async function seedDemoActivities(db: Db): Promise<number> {
  const campaign = await findCampaign(db, DEMO_CAMPAIGN.slug);
  if (!campaign) return 0;
  return insertMissingActivities(db, campaign.id, DEMO_ACTIVITIES);
}
