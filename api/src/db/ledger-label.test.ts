import { createTestDbBefore } from '../test/test-db';
import type { Db } from './db';
import { migrate } from './migrate';

/** Migration 0610 on a database whose ledger already holds entries of each source, with no label. */
let db: Db;
beforeAll(async () => {
  db = await createTestDbBefore(610);
});
afterAll(() => db.close());

async function entry(memberId: string, source: string, sourceRef: string, name: string, entryType = 'credit') {
  const row = await db.one<{ id: string }>(
    `insert into points_ledger (member_id, entry, points, balance_after, source, source_ref, name, actor_type, actor_name)
     values ($1, $2, 5, 0, $3, $4, $5, 'system', 'test') returning id`,
    [memberId, entryType, source, sourceRef, name],
  );
  return row.id;
}

test('earlier entries get the label their source implies, and the ledger stays append-only', async () => {
  const { id: memberId } = await db.one<{ id: string }>(
    "insert into member (email, status) values ('old@example.com', 'active') returning id",
  );
  const { id: campaignId } = await db.one<{ id: string }>(
    `insert into campaign (slug, name, state, status, activation_start, activation_end)
     values ('old', 'Old', 'active', 'active', now(), now() + interval '1 day') returning id`,
  );
  const { id: activityId } = await db.one<{ id: string }>(
    `insert into activity (campaign_id, slug, texts, points, action_type, data)
     values ($1, 'watch', '{"en": {"title": "Watch", "description": "It"}}', 5, 'view', '') returning id`,
    [campaignId],
  );
  const { id: eventId } = await db.one<{ id: string }>(
    `insert into activity_event (member_id, activity_id) values ($1, $2) returning id`,
    [memberId, activityId],
  );
  await entry(memberId, 'streak', '2026-11-01', 'Login streak: day 12');
  await entry(memberId, 'activity', eventId, 'Watch');
  await entry(memberId, 'profile-bonus', memberId, 'Profile completed');
  await entry(memberId, 'operator', 'op-1', 'Points credited by the programme');
  await entry(memberId, 'redemption', 'order-1', 'Vapor Hoodie', 'debit');

  expect(await migrate(db)).toContain('0610_ledger_label');

  const labels = await db.query<{ source: string; label: object | null; name: string; points: number }>(
    'select source, label, name, points from points_ledger where member_id = $1 order by id',
    [memberId],
  );
  expect(labels).toEqual([
    { source: 'streak', label: { key: 'streakDay', day: 12 }, name: 'Login streak: day 12', points: 5 },
    { source: 'activity', label: { key: 'activity', activityId }, name: 'Watch', points: 5 },
    { source: 'profile-bonus', label: { key: 'profileBonus' }, name: 'Profile completed', points: 5 },
    { source: 'operator', label: { key: 'operatorCredit' }, name: 'Points credited by the programme', points: 5 },
    { source: 'redemption', label: null, name: 'Vapor Hoodie', points: 5 },
  ]);
  await expect(db.query(`update points_ledger set label = null where member_id = $1`, [memberId])).rejects.toThrow(
    /append-only/,
  );
});
