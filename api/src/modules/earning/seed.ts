import type { Db } from '../../db/db';
import { DEMO_CAMPAIGN, findCampaign } from '../campaign';
import { DEMO_SURVEYS } from './demo-surveys';
import { insertMissingSurvey } from './repository';

/** Adds the demo quizzes the demo campaign lacks (by id), never touching existing ones. */
export async function seedDemoSurveys(db: Db): Promise<number> {
  const campaign = await findCampaign(db, DEMO_CAMPAIGN.slug);
  if (!campaign) return 0;
  let added = 0;
  for (const [id, questions] of Object.entries(DEMO_SURVEYS))
    added += await insertMissingSurvey(db, campaign.id, id, questions);
  return added;
}
