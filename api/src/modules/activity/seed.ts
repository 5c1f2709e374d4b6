import type { Db } from '../../db/db';
import { DEMO_CAMPAIGN, findCampaign } from '../campaign';
import { DEMO_ACTIVITIES } from './demo-activities';
import { addMissingLanguages, insertMissingActivities } from './repository';

/**
 * Adds the demo activities the demo campaign lacks (by slug), never touching existing fields, so an
 * operator's edits survive restarts; an existing demo activity only gains the languages it lacks
 * (a database seeded before the translations existed). Returns how many activities were added; 0
 * when the campaign is absent.
 */
export async function seedDemoActivities(db: Db): Promise<number> {
  const campaign = await findCampaign(db, DEMO_CAMPAIGN.slug);
  if (!campaign) return 0;
  const added = await insertMissingActivities(db, campaign.id, DEMO_ACTIVITIES);
  for (const activity of DEMO_ACTIVITIES) await addMissingLanguages(db, campaign.id, activity.slug, activity.texts);
  return added;
}
