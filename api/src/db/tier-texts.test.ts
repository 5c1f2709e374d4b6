import { createTestDbBefore, insertOldCampaign } from '../test/test-db';
import type { Db } from './db';
import { migrate } from './migrate';

/** Migration 0002 on a database whose campaign already has a tier. */
let db: Db;
beforeAll(async () => {
  db = await createTestDbBefore(2);
});
afterAll(() => db.close());

test('an earlier tier keeps its English description with no translations; tier texts take only French and Spanish descriptions', async () => {
  const campaignId = await insertOldCampaign(db);
  await db.query(
    `insert into campaign_tier (campaign_id, tier_id, tier_name, level_up_points, description)
     values ($1, 1, 'Rookie', 0, 'Welcome aboard.')`,
    [campaignId],
  );

  expect(await migrate(db)).toContain('0002_tier_texts');

  expect(await db.one('select tier_name, description, texts from campaign_tier')).toEqual({
    tier_name: 'Rookie',
    description: 'Welcome aboard.',
    texts: {},
  });
  await db.query(`update campaign_tier set texts = '{"description": {"fr": "Bienvenue.", "es": "Bienvenido."}}'`);
  const refused = [
    '{"name": {"fr": "Débutant"}}',
    '{"description": {"de": "Willkommen."}}',
    '{"description": "Bienvenue."}',
    '{"description": {"fr": 5}}',
    '[]',
  ];
  for (const texts of refused)
    await expect(db.query('update campaign_tier set texts = $1', [texts])).rejects.toThrow(/campaign_tier_texts_shape/);
});
