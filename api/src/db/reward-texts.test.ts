import { createTestDbBefore, insertOldCampaign } from '../test/test-db';
import type { Db } from './db';
import { migrate } from './migrate';

/** Migration 0520 on a database that already holds a reward, its order and the order's ledger debit. */
let db: Db;
beforeAll(async () => {
  db = await createTestDbBefore(520);
});
afterAll(() => db.close());

test('an earlier redemption is labelled by its reward; reward texts take only French and Spanish', async () => {
  const { id: memberId } = await db.one<{ id: string }>(
    "insert into member (email, status) values ('old@example.com', 'active') returning id",
  );
  await db.query(
    `insert into points_ledger (member_id, entry, points, balance_after, source, source_ref, name, actor_type, actor_name)
     values ($1, 'credit', 100, 0, 'operator', 'start', 'Start', 'system', 'test')`,
    [memberId],
  );
  const campaignId = await insertOldCampaign(db);
  const { id: rewardId } = await db.one<{ id: string }>(
    `insert into reward (campaign_id, slug, item_id, item_name, type, redeem_points)
     values ($1, 'cap', 'CAP', 'Cap', 'PHYSICAL', 40) returning id`,
    [campaignId],
  );
  const { id: orderId } = await db.one<{ id: string }>(
    `insert into reward_order (member_id, reward_id, reward_type, origin, status, points, item_name)
     values ($1, $2, 'PHYSICAL', 'redemption', 'AWAITING_ADDRESS', 40, 'Cap') returning id`,
    [memberId, rewardId],
  );
  await db.query(
    `insert into points_ledger (member_id, entry, points, balance_after, source, source_ref, name, actor_type, actor_id)
     values ($1, 'debit', 40, 0, 'redemption', $2, 'Cap', 'member', $3)`,
    [memberId, orderId, memberId],
  );

  expect(await migrate(db)).toContain('0520_reward_texts');

  const entries = await db.query<{ source: string; label: object | null; points: number }>(
    'select source, label, points from points_ledger where member_id = $1 order by id',
    [memberId],
  );
  expect(entries).toEqual([
    { source: 'operator', label: null, points: 100 },
    { source: 'redemption', label: { key: 'reward', rewardId }, points: 40 },
  ]);
  expect(await db.one('select point_balance from member where id = $1', [memberId])).toEqual({ point_balance: 60 });
  expect(await db.one('select texts from reward where id = $1', [rewardId])).toEqual({ texts: {} });
  await db.query(`update reward set texts = '{"name": {"fr": "Casquette"}}' where id = $1`, [rewardId]);
  const refused = ['{"name": {"de": "Mütze"}}', '{"title": {"fr": "Casquette"}}', '{"name": "Casquette"}', '[]'];
  for (const texts of [...refused, '{"name": {"fr": 5}}']) {
    await expect(db.query('update reward set texts = $2 where id = $1', [rewardId, texts])).rejects.toThrow(
      /reward_texts_shape/,
    );
  }
});
