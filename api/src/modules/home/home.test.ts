import type { Envelope, HomeResult, RewardPage } from '@portal/kit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db';
import { type SignedInMember, signedInMember } from '../../test/member';
import { type TestApp, createTestApp } from '../../test/test-app';
import { HOME_ACTION_TYPES } from './service';

let t: TestApp;
let db: Db;
let app: FastifyInstance;
let member: SignedInMember;

const home = async (query = '', authorized = true) => {
  const url = `/s1/home${query}`;
  const response = authorized
    ? await member.inject({ method: 'GET', url })
    : await app.inject({ method: 'GET', url: `/api${url}` });
  return { status: response.statusCode, body: response.json<Envelope<HomeResult>>() };
};

beforeAll(async () => {
  t = await createTestApp();
  ({ db, app } = t);
  member = await signedInMember(t, { tier: 2 });
});
afterAll(() => t.close());

describe('GET /s1/home', () => {
  test('answers the first 4 home activities, the first contests and the first rewards', async () => {
    const { status, body } = await home();
    expect(status).toBe(200);
    expect(body.data?.activityResult).toHaveLength(4);
    expect(body.data?.activityResult.every((a) => HOME_ACTION_TYPES.includes(a.actionType))).toBe(true);
    expect(body.data?.contestResult.map((contest) => contest.name)).toEqual([
      'Monthly Prize Wheel',
      'Free Daily Wheel',
      'VIP Jackpot Wheel',
    ]);
    expect(body.data?.contestResult[0]).toEqual({
      id: expect.any(String),
      name: 'Monthly Prize Wheel',
      description: expect.any(String),
      cardHeaderImage: expect.any(String),
      pointRequired: 20,
    });
    const catalogue = (await member.inject({ method: 'GET', url: '/s1/userportal/rewardlist?page=0&limit=4' })).json<
      Envelope<RewardPage>
    >().data!.content;
    expect(catalogue).toHaveLength(4);
    expect(body.data?.rewardResult).toEqual(
      catalogue.map(({ id, itemName, itemDescription, image, redeemPoints }) => ({
        id,
        itemName,
        itemDescription,
        image,
        redeemPoints,
      })),
    );
  });

  test('takes a limit and never lists uploads', async () => {
    const { body } = await home('?limit=100');
    const total = (await db.one<{ n: number }>(`select count(*)::int as n from activity where action_type <> 'upload'`))
      .n;
    expect(body.data?.activityResult).toHaveLength(total);
    expect(body.data?.activityResult.some((a) => a.actionType === 'upload')).toBe(false);
    const rewards = await db.one<{ n: number }>('select count(*)::int as n from reward where active');
    expect(body.data?.rewardResult).toHaveLength(rewards.n);
  });

  test("lists the activities in the request's language", async () => {
    const titles = async (language: string) =>
      (await member.inject({ method: 'GET', url: '/s1/home', headers: { 'accept-language': language } }))
        .json<Envelope<HomeResult>>()
        .data!.activityResult.map((a) => a.title);
    const [en, fr, es] = [await titles('en'), await titles('fr'), await titles('es')];
    expect(en[0]).toBe('Watch: <em>Getting Started</em> with Your Device');
    expect(fr[0]).toBe('Regarder\u00a0: <em>Bien démarrer</em> avec votre appareil');
    expect(es[0]).toBe('Mira: <em>Primeros pasos</em> con tu dispositivo');
    expect(fr.filter((title, i) => title === en[i])).toEqual([]);
  });

  test('is for members only', async () => {
    const { status, body } = await home('', false);
    expect(status).toBe(401);
    expect(body.message).toBe('Unauthorized.');
  });

  test('rejects a bad limit with a 400', async () => {
    const { status, body } = await home('?limit=0');
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/^limit: /);
  });
});
