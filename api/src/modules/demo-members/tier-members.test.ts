import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { createTestDb } from '../../test/test-db';
import { creditMember } from '../points';
import { seedTierMembers, TIER_MEMBERS } from '.';

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
  await migrate(db);
});
afterAll(() => db.close());

const balances = () =>
  db.query<{ email: string; point_balance: number; lifetime_points: number }>(
    `select email, point_balance, lifetime_points from member where email like 'tier%' order by email`,
  );

test('seeds one member per tier once, with their points in the ledger', async () => {
  expect(await seedTierMembers(db)).toEqual(TIER_MEMBERS.map((m) => m.email));
  expect(await seedTierMembers(db)).toEqual([]);
  expect(await balances()).toEqual(
    TIER_MEMBERS.map((m) => ({ email: m.email, point_balance: m.points, lifetime_points: m.points })),
  );
  const ledger = await db.one<{ rows: number }>(
    `select count(*)::int as rows from points_ledger where source = 'demo-seed'`,
  );
  expect(ledger.rows).toBe(TIER_MEMBERS.length);
});

test('the operator credit goes through the ledger, once per call, naming the operator', async () => {
  const memberId = TIER_MEMBERS[0]!.id;
  expect(await creditMember(db, { memberId, points: 400, reason: 'Tier bar demo', operator: 'ops' })).toBe(520);
  expect(await creditMember(db, { memberId, points: 30, reason: 'Again', operator: 'ops' })).toBe(550);
  const rows = await db.query<{ description: string; actor_name: string }>(
    `select description, actor_name from points_ledger where source = 'operator' order by id`,
  );
  expect(rows).toEqual([
    { description: 'Tier bar demo', actor_name: 'ops' },
    { description: 'Again', actor_name: 'ops' },
  ]);
});
