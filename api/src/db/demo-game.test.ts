import { createTestDbBefore, insertOldCampaign } from '../test/test-db';
import type { Db } from './db';
import { migrate } from './migrate';

/** Migration 0430 on a database seeded with the demo games activity that named no contest. */
let db: Db;
beforeAll(async () => {
  db = await createTestDbBefore(430);
});
afterAll(() => db.close());

const OLD_TEXTS = {
  en: { title: 'Play: Flavor Match', description: 'Match the flavor pairs.' },
  fr: { title: 'Jouer\u00a0: Flavor Match', description: 'Associez les paires.' },
  es: { title: 'Juega: Flavor Match', description: 'Empareja los sabores.' },
};

async function games(campaignId: string, data: string, texts: object): Promise<string> {
  const { id } = await db.one<{ id: string }>(
    `insert into activity (campaign_id, slug, texts, points, action_type, data)
     values ($1, 'play-flavor-match', $2, 20, 'games', $3) returning id`,
    [campaignId, JSON.stringify(texts), data],
  );
  return id;
}

const row = (id: string) =>
  db.one<{ slug: string; data: string; title: string }>(
    "select slug, data, texts -> 'en' ->> 'title' as title from activity where id = $1",
    [id],
  );

test('the demo game points at the Free Daily Wheel under its new slug; words an operator changed stay', async () => {
  const campaignId = await insertOldCampaign(db);
  const { id: otherCampaign } = await db.one<{ id: string }>(
    `insert into campaign (slug, name, state, status, activation_start, activation_end)
     values ('other', 'Other', 'active', 'active', now(), now() + interval '1 day') returning id`,
  );
  const { id: thirdCampaign } = await db.one<{ id: string }>(
    `insert into campaign (slug, name, state, status, activation_start, activation_end)
     values ('third', 'Third', 'active', 'active', now(), now() + interval '1 day') returning id`,
  );
  const demo = await games(campaignId, 'flavor-match', OLD_TEXTS);
  const renamed = await games(otherCampaign, 'flavor-match', {
    ...OLD_TEXTS,
    en: { title: 'Spin to win', description: '' },
  });
  const ownContest = await games(thirdCampaign, 'summer-wheel', OLD_TEXTS);

  expect(await migrate(db)).toContain('0430_demo_game_names_its_wheel');

  expect(await row(demo)).toEqual({
    slug: 'spin-free-wheel',
    data: 'free-wheel',
    title: 'Play: spin the Free Daily Wheel',
  });
  const french = await db.one<{ title: string }>(
    "select texts -> 'fr' ->> 'title' as title from activity where id = $1",
    [demo],
  );
  expect(french.title).toBe('Jouer\u00a0: faites tourner la roue quotidienne gratuite');
  expect(await row(renamed)).toEqual({ slug: 'spin-free-wheel', data: 'free-wheel', title: 'Spin to win' });
  expect(await row(ownContest)).toEqual({
    slug: 'play-flavor-match',
    data: 'summer-wheel',
    title: 'Play: Flavor Match',
  });
});
