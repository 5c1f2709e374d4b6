import { createTestDbBefore, insertOldCampaign } from '../test/test-db';
import type { Db } from './db';
import { loadMigrations, migrate } from './migrate';

/**
 * Migrations 0204 and 0420 on a ledger that already holds entries of each source, with no label: 0204
 * labels by source, 0420 (applied later, as on a database that had 0204 and the earning module)
 * labels an activity's credit by the activity its event names.
 */
let db: Db;
beforeAll(async () => {
  db = await createTestDbBefore(204);
});
afterAll(() => db.close());

async function entry(memberId: string, source: string, sourceRef: string, name: string, entryType = 'credit') {
  await db.query(
    `insert into points_ledger (member_id, entry, points, balance_after, source, source_ref, name, actor_type, actor_name)
     values ($1, $2, 5, 0, $3, $4, $5, 'system', 'test')`,
    [memberId, entryType, source, sourceRef, name],
  );
}

const labelsOf = (memberId: string) =>
  db.query<{ source: string; label: object | null; name: string }>(
    'select source, label, name from points_ledger where member_id = $1 order by id',
    [memberId],
  );

test('earlier entries get the label their source implies, and the ledger stays append-only', async () => {
  const { id: memberId } = await db.one<{ id: string }>(
    "insert into member (email, status) values ('old@example.com', 'active') returning id",
  );
  await entry(memberId, 'streak', '2026-11-01', 'Login streak: day 12');
  await entry(memberId, 'profile-bonus', memberId, 'Profile completed');
  await entry(memberId, 'operator', 'op-1', 'Points credited by the programme');
  await entry(memberId, 'redemption', 'order-1', 'Vapor Hoodie', 'debit');

  expect(
    await migrate(
      db,
      loadMigrations().filter((m) => m.version < 420),
    ),
  ).toContain('0204_ledger_label');
  expect(await labelsOf(memberId)).toEqual([
    { source: 'streak', label: { key: 'streakDay', day: 12 }, name: 'Login streak: day 12' },
    { source: 'profile-bonus', label: { key: 'profileBonus' }, name: 'Profile completed' },
    { source: 'operator', label: { key: 'operatorCredit' }, name: 'Points credited by the programme' },
    { source: 'redemption', label: null, name: 'Vapor Hoodie' },
  ]);

  const campaignId = await insertOldCampaign(db);
  const { id: activityId } = await db.one<{ id: string }>(
    `insert into activity (campaign_id, slug, texts, points, action_type, data)
     values ($1, 'watch', '{"en": {"title": "Watch", "description": "It"}}', 5, 'view', '') returning id`,
    [campaignId],
  );
  const { id: eventId } = await db.one<{ id: string }>(
    `insert into activity_event (member_id, activity_id) values ($1, $2) returning id`,
    [memberId, activityId],
  );
  await entry(memberId, 'activity', eventId, 'Watch');

  expect(await migrate(db)).toContain('0420_activity_credit_labels');
  expect((await labelsOf(memberId)).at(-1)).toEqual({
    source: 'activity',
    label: { key: 'activity', activityId },
    name: 'Watch',
  });
  const { point_balance } = await db.one<{ point_balance: number }>('select point_balance from member where id = $1', [
    memberId,
  ]);
  expect(point_balance).toBe(15);
  await expect(db.query(`update points_ledger set label = null where member_id = $1`, [memberId])).rejects.toThrow(
    /append-only/,
  );
});
