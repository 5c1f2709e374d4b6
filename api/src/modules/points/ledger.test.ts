import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { createTestDb } from '../../test/test-db';
import { credit, debit } from './ledger';

let db: Db;

beforeAll(async () => {
  db = await createTestDb();
  await migrate(db);
});

afterAll(async () => {
  await db.close();
});

async function newMember(): Promise<string> {
  const row = await db.one<{ id: string }>(
    "insert into member (email, status) values ('m' || gen_random_uuid() || '@example.com', 'active') returning id",
  );
  return row.id;
}

const balances = (id: string) =>
  db.one<{ point_balance: number; lifetime_points: number; ledger_sum: number }>(
    `select point_balance, lifetime_points,
            coalesce((select sum(case when entry = 'credit' then points else -points end) from points_ledger where member_id = $1), 0)::int as ledger_sum
     from member where id = $1`,
    [id],
  );

describe('the points ledger', () => {
  it('credits once per event, however often the event is reported', async () => {
    const id = await newMember();
    const event = { memberId: id, points: 40, source: 'activity', sourceRef: 'video-1', name: 'Watched a video' };
    expect(await credit(db, event)).toEqual({ applied: true, balance: 40 });
    expect(await credit(db, event)).toEqual({ applied: false, balance: 40 });
    expect(await balances(id)).toEqual({ point_balance: 40, lifetime_points: 40, ledger_sum: 40 });
  });

  it('refuses a debit the balance does not cover and changes nothing', async () => {
    const id = await newMember();
    await credit(db, { memberId: id, points: 30, source: 'activity', sourceRef: 'a', name: 'A' });
    await expect(debit(db, { memberId: id, points: 31, source: 'redemption', sourceRef: 'r1', name: 'Reward' })).rejects.toMatchObject({ httpCode: 406 });
    expect(await balances(id)).toEqual({ point_balance: 30, lifetime_points: 30, ledger_sum: 30 });
  });

  it('keeps lifetime points when points are spent (redeeming never demotes)', async () => {
    const id = await newMember();
    await credit(db, { memberId: id, points: 600, source: 'activity', sourceRef: 'a', name: 'A' });
    await debit(db, { memberId: id, points: 500, source: 'redemption', sourceRef: 'r', name: 'Reward' });
    expect(await balances(id)).toEqual({ point_balance: 100, lifetime_points: 600, ledger_sum: 100 });
  });

  it('conserves points under concurrent debits: successes = floor(balance / cost)', async () => {
    const id = await newMember();
    await credit(db, { memberId: id, points: 50, source: 'activity', sourceRef: 'seed', name: 'Seed' });
    const attempts = Array.from({ length: 20 }, (_, i) =>
      debit(db, { memberId: id, points: 10, source: 'redemption', sourceRef: `r${i}`, name: 'Reward' }).then(
        () => 'ok',
        () => 'refused',
      ),
    );
    const outcomes = await Promise.all(attempts);
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(5);
    expect(await balances(id)).toEqual({ point_balance: 0, lifetime_points: 50, ledger_sum: 0 });
  });

  it('never lets a ledger row be changed or removed', async () => {
    const id = await newMember();
    await credit(db, { memberId: id, points: 5, source: 'activity', sourceRef: 'x', name: 'X' });
    await db.query('update points_ledger set points = 500 where member_id = $1', [id]);
    await db.query('delete from points_ledger where member_id = $1', [id]);
    expect(await balances(id)).toEqual({ point_balance: 5, lifetime_points: 5, ledger_sum: 5 });
  });
});
