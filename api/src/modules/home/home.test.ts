import type { Envelope, HomeResult } from '@portal/kit/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { signAccessToken } from '../../http/authenticate';
import { seedDemo } from '../../seed';
import { createTestDb } from '../../test/test-db';
import { HOME_ACTION_TYPES } from './service';

const SECRET = 'home-test-secret';
let db: Db;
let app: FastifyInstance;
const member = '6f1c1b7e-3c55-4d59-9d1c-2f1f5c0e8a11';

const home = async (query = '', authorized = true) => {
  const headers = authorized ? { authorization: `Bearer ${signAccessToken(SECRET, { id: member, tier: 2 })}` } : {};
  const response = await app.inject({ method: 'GET', url: `/api/s1/home${query}`, headers });
  return { status: response.statusCode, body: response.json<Envelope<HomeResult>>() };
};

beforeAll(async () => {
  db = await createTestDb();
  await migrate(db);
  await seedDemo(db);
  app = buildApp({ db, config: loadConfig({ LOG_LEVEL: 'silent', JWT_SECRET: SECRET }) });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('GET /s1/home', () => {
  test('answers the first 4 home activities and empty contest and reward lists', async () => {
    const { status, body } = await home();
    expect(status).toBe(200);
    expect(body.data?.activityResult).toHaveLength(4);
    expect(body.data?.activityResult.every((a) => HOME_ACTION_TYPES.includes(a.actionType))).toBe(true);
    expect(body.data?.contestResult).toEqual([]);
    expect(body.data?.rewardResult).toEqual([]);
  });

  test('takes a limit and never lists uploads', async () => {
    const { body } = await home('?limit=100');
    const total = (await db.one<{ n: number }>(`select count(*)::int as n from activity where action_type <> 'upload'`)).n;
    expect(body.data?.activityResult).toHaveLength(total);
    expect(body.data?.activityResult.some((a) => a.actionType === 'upload')).toBe(false);
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
