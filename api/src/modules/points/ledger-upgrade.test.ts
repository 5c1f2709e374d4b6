import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { createTestDbBefore } from '../../test/test-db';
import { credit, findBalanceDifferences } from '.';

// A database that already holds ledger entries (written under migration 0200) takes 0203 as is.
let db: Db;
beforeAll(async () => {
  db = await createTestDbBefore(203);
});
afterAll(() => db.close());

test('entries written before actors and guards keep their balances, and the guards apply from then on', async () => {
  const { id } = await db.one<{ id: string }>(
    `insert into member (email, status, point_balance, lifetime_points)
     values ('old@example.com', 'active', 25, 25) returning id`,
  );
  await db.query(
    `insert into points_ledger (member_id, entry, points, balance_after, source, source_ref, name)
     values ($1, 'credit', 25, 25, 'demo-seed', 'old', 'Welcome points')`,
    [id],
  );
  await migrate(db);
  const old = await db.one<{ actor_type: string; actor_name: string }>(
    'select actor_type, actor_name from points_ledger',
  );
  expect(old).toEqual({ actor_type: 'system', actor_name: 'recorded before actors (migration 0203)' });
  expect(await findBalanceDifferences(db)).toEqual([]);
  const actor = { type: 'member', id } as const;
  await credit(db, { memberId: id, points: 5, source: 'activity', sourceRef: 'new', name: 'New', actor });
  expect(await db.one('select point_balance, lifetime_points from member where id = $1', [id])).toEqual({
    point_balance: 30,
    lifetime_points: 30,
  });
  const directChange = db.query('update member set point_balance = 0 where id = $1', [id]);
  await expect(directChange).rejects.toThrow(/through points_ledger/);
});
