import type { Envelope, WhatsNewItem, WhatsNewPage } from '@portal/kit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db';
import { type SignedInMember, signedInMember } from '../../test/member';
import { type TestApp, createTestApp } from '../../test/test-app';
import { createWhatsNewService } from '.';

let t: TestApp;
let db: Db;
let app: FastifyInstance;
let member: SignedInMember;

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { CAMPAIGN_SLUG: 'wn' } });
  ({ db, app } = t);
  member = await signedInMember(t, { email: 'wn@example.com' });
});
afterAll(() => t.close());

const get = (query: string, token?: string) =>
  app.inject({
    method: 'GET',
    url: `/api/s1/whatsnew${query}`,
    headers: token === undefined ? { authorization: `Bearer ${member.accessToken}` } : {},
  });

test("lists the activities of this deployment's campaign created since the previous visit", async () => {
  const newCampaign = (slug: string) =>
    db.one<{ id: string }>(
      `insert into campaign (slug, name, state, status, activation_start, activation_end)
       values ($1, $1, 'active', 'active', now() - interval '1 day', now() + interval '1 day') returning id`,
      [slug],
    );
  const campaign = await newCampaign('wn');
  const otherCampaign = await newCampaign('other');
  const addActivity = (slug: string, title: string, active = true, campaignId = campaign.id, fr?: string) =>
    db.query(
      `insert into activity (campaign_id, slug, texts, points, action_type, active)
       values ($1, $2, $3::jsonb, 10, 'view', $4)`,
      [
        campaignId,
        slug,
        JSON.stringify({ en: { title, description: '' }, ...(fr ? { fr: { title: fr } } : {}) }),
        active,
      ],
    );
  await addActivity('a', 'Watch the launch', true, campaign.id, 'Regardez le lancement');
  await addActivity('elsewhere', 'Another campaign', true, otherCampaign.id);
  await addActivity('hidden', 'Switched off', false);
  const first = (await get('?newActionType=activity')).json<Envelope<WhatsNewPage>>();
  expect(first.data?.content.map((item) => [item.type, item.title])).toEqual([['activity', 'Watch the launch']]);
  expect((await get('?newActionType=activity')).json<Envelope<WhatsNewPage>>().data?.content).toEqual([]);
  await addActivity('b', 'Take the survey');
  const later = (await get('')).json<Envelope<WhatsNewPage>>();
  expect(later.data?.content.map((item) => item.title)).toEqual(['Take the survey']);
});

test("titles activities in the request's language, English where the translation is missing", async () => {
  const other = await signedInMember(t, { email: 'wn-fr@example.com' });
  const response = await app.inject({
    method: 'GET',
    url: '/api/s1/whatsnew?newActionType=activity',
    headers: { authorization: `Bearer ${other.accessToken}`, 'accept-language': 'fr-CA,fr;q=0.9' },
  });
  const titles = response.json<Envelope<WhatsNewPage>>().data?.content.map((item) => item.title);
  expect(titles).toEqual(['Take the survey', 'Regardez le lancement']);
});

test('lists new contests and rewards too, newest first, in the request’s language; switched-off ones and contests without a wheel never', async () => {
  const { id: campaignId } = await db.one<{ id: string }>("select id from campaign where slug = 'wn'");
  const names = (fr: string) => JSON.stringify({ name: { fr } });
  const other = await signedInMember(t, { email: 'wn-all@example.com' });
  const list = async (query: string, language = 'en') =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/s1/whatsnew${query}`,
        headers: { authorization: `Bearer ${other.accessToken}`, 'accept-language': language },
      })
    )
      .json<Envelope<WhatsNewPage>>()
      .data?.content.map((item) => [item.type, item.title]);
  expect(await list('?newActionType=contest,reward')).toEqual([]);
  await db.query(
    `insert into contest (campaign_id, slug, name, texts) values
       ($1, 'summer', 'Summer Wheel', $2), ($1, 'retired', 'Retired Wheel', '{}'), ($1, 'staged', 'Staged Wheel', '{}')`,
    [campaignId, names('Roue de l’été')],
  );
  await db.query(
    `insert into contest_segment (contest_id, position, text, bg_color, text_color, segment_type, probability)
     select id, 0, 'Sorry', '#000000', '#ffffff', 'sorry', 100 from contest where slug in ('summer', 'retired')`,
  );
  await db.query("update contest set active = false where slug = 'retired'");
  await db.query(
    `insert into reward (campaign_id, slug, item_id, item_name, type, redeem_points, texts)
     values ($1, 'cap', 'CAP', 'Brand Cap', 'PHYSICAL', 100, $2)`,
    [campaignId, names('Casquette')],
  );
  expect(await list('?newActionType=contest,reward', 'fr-CA')).toEqual([
    ['reward', 'Casquette'],
    ['contest', 'Roue de l’été'],
  ]);
  expect(await list('?newActionType=contest,reward')).toEqual([]);
});

test('validates the query and needs a member', async () => {
  expect((await get('?newActionType=movies')).statusCode).toBe(400);
  expect((await get('?limit=2001')).statusCode).toBe(400);
  expect((await get('', '')).statusCode).toBe(401);
});

test('lists items new since the previous visit, from the requested domains only, newest first', async () => {
  const seen: (Date | null)[] = [];
  const item = (id: string, createdAt: string): WhatsNewItem => ({ id, type: 'contest', title: id, createdAt });
  const service = createWhatsNewService(db, {
    contest: async (since) => {
      seen.push(since);
      return [item('old', '2026-01-01T00:00:00.000Z'), item('new', '2026-02-01T00:00:00.000Z')];
    },
    reward: async () => {
      throw new Error('not asked for');
    },
  });
  const other = (await db.one<{ id: string }>(`insert into member (email) values ('wn2@example.com') returning id`)).id;
  const first = await service.list(other, { newActionType: 'contest,activity' });
  expect(first.content.map((i) => i.id)).toEqual(['new', 'old']);
  await service.list(other, { newActionType: 'contest', limit: 1, page: 1 });
  expect(seen[0]).toBeNull();
  expect(seen[1]).toBeInstanceOf(Date);
});
