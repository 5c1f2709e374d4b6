import { createTestDbBefore, insertOldCampaign } from '../test/test-db';
import type { Db } from './db';
import { migrate } from './migrate';

/** Migration 0560 on a database that already holds a contest, a spin and the spin's ledger entries. */
let db: Db;
beforeAll(async () => {
  db = await createTestDbBefore(560);
});
afterAll(() => db.close());

async function entry(memberId: string, entryType: string, source: string, sourceRef: string, name: string) {
  await db.query(
    `insert into points_ledger (member_id, entry, points, balance_after, source, source_ref, name, actor_type, actor_name)
     values ($1, $2, 10, 0, $3, $4, $5, 'system', 'test')`,
    [memberId, entryType, source, sourceRef, name],
  );
}

test('an earlier spin’s cost and prize are labelled by their contest; texts take only French and Spanish', async () => {
  const { id: memberId } = await db.one<{ id: string }>(
    "insert into member (email, status) values ('old@example.com', 'active') returning id",
  );
  const campaignId = await insertOldCampaign(db);
  const { id: contestId } = await db.one<{ id: string }>(
    `insert into contest (campaign_id, slug, name) values ($1, 'wheel', 'Wheel') returning id`,
    [campaignId],
  );
  const { id: segmentId } = await db.one<{ id: string }>(
    `insert into contest_segment (contest_id, position, text, bg_color, text_color, segment_type, probability)
     values ($1, 0, 'Nope', '#000000', '#ffffff', 'sorry', 100) returning id`,
    [contestId],
  );
  const { id: spinId } = await db.one<{ id: string }>(
    `insert into contest_spin (contest_id, member_id, status, segment_id) values ($1, $2, 'completed', $3) returning id`,
    [contestId, memberId, segmentId],
  );
  await entry(memberId, 'credit', 'operator', 'start', 'Start');
  await entry(memberId, 'debit', 'contest-spin', `cost:${spinId}`, 'Spin: Wheel');
  await entry(memberId, 'credit', 'contest-spin', `prize:${spinId}`, 'Contest prize: Wheel');

  expect(await migrate(db)).toContain('0560_contest_texts');

  const labels = await db.query<{ name: string; label: object | null }>(
    'select name, label from points_ledger where member_id = $1 order by id',
    [memberId],
  );
  expect(labels).toEqual([
    { name: 'Start', label: null },
    { name: 'Spin: Wheel', label: { key: 'contestSpin', contestId } },
    { name: 'Contest prize: Wheel', label: { key: 'contestPrize', contestId } },
  ]);
  expect(await db.one('select point_balance from member where id = $1', [memberId])).toEqual({ point_balance: 10 });
  await db.query(`update contest set texts = '{"name": {"es": "Ruleta"}}' where id = $1`, [contestId]);
  await db.query(`update contest_segment set texts = '{"fr": "Raté"}' where id = $1`, [segmentId]);
  await expect(
    db.query(`update contest set texts = '{"name": {"it": "Ruota"}}' where id = $1`, [contestId]),
  ).rejects.toThrow(/contest_texts_shape/);
  await expect(
    db.query(`update contest_segment set texts = '{"en": "Nope"}' where id = $1`, [segmentId]),
  ).rejects.toThrow(/contest_segment_texts_shape/);
});
