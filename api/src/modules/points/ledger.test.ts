import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { createTestDb } from '../../test/test-db';
import { type LedgerActor, type LedgerEvent, credit, debit, findBalanceDifferences, reverse } from '.';
import { insertMember } from '../../test/member';

// Runs on PGlite, and on PostgreSQL with `npm run test:pg` (real parallel connections there).
let db: Db;

beforeAll(async () => {
  db = await createTestDb();
  await migrate(db);
});

afterAll(async () => {
  await db.close();
});

const SYSTEM: LedgerActor = { type: 'system', name: 'test' };

const newMember = async (): Promise<string> => (await insertMember(db)).id;

type Source = LedgerEvent['source'];

const event = (memberId: string, points: number, sourceRef: string, source: Source = 'activity'): LedgerEvent => ({
  memberId,
  points,
  source,
  sourceRef,
  name: sourceRef,
  actor: SYSTEM,
});

const balances = (id: string) =>
  db.one<{ point_balance: number; lifetime_points: number; ledger_sum: number }>(
    `select point_balance, lifetime_points,
            coalesce((select sum(case when entry = 'credit' then points else -points end)
                        from points_ledger where member_id = $1), 0)::int as ledger_sum
     from member where id = $1`,
    [id],
  );

describe('the points ledger', () => {
  it('credits once per event, however often the event is reported', async () => {
    const id = await newMember();
    const first = await credit(db, event(id, 40, 'video-1'));
    expect(first).toMatchObject({ applied: true, balance: 40 });
    expect(await credit(db, event(id, 40, 'video-1'))).toEqual({ applied: false, balance: 40, entryId: first.entryId });
    expect(await balances(id)).toEqual({ point_balance: 40, lifetime_points: 40, ledger_sum: 40 });
  });

  it('refuses a debit the balance does not cover and changes nothing', async () => {
    const id = await newMember();
    await credit(db, event(id, 30, 'a'));
    await expect(debit(db, event(id, 31, 'r1', 'redemption'))).rejects.toMatchObject({
      httpCode: 406,
      code: 'points.lowOnPoints',
    });
    expect(await balances(id)).toEqual({ point_balance: 30, lifetime_points: 30, ledger_sum: 30 });
  });

  it('keeps lifetime points when points are spent (redeeming never demotes)', async () => {
    const id = await newMember();
    await credit(db, event(id, 600, 'a'));
    await debit(db, event(id, 500, 'r', 'redemption'));
    expect(await balances(id)).toEqual({ point_balance: 100, lifetime_points: 600, ledger_sum: 100 });
  });

  it('records who caused each entry', async () => {
    const id = await newMember();
    const operator: LedgerActor = { type: 'operator', name: 'ops@example.com' };
    await credit(db, { ...event(id, 5, 'by-operator', 'operator'), actor: operator });
    await debit(db, { ...event(id, 2, 'by-member', 'redemption'), actor: { type: 'member', id } });
    const rows = await db.query<{ actor_type: string; actor_id: string | null; actor_name: string | null }>(
      'select actor_type, actor_id, actor_name from points_ledger where member_id = $1 order by id',
      [id],
    );
    expect(rows).toEqual([
      { actor_type: 'operator', actor_id: null, actor_name: 'ops@example.com' },
      { actor_type: 'member', actor_id: id, actor_name: null },
    ]);
  });

  it("moves points inside the caller's transaction: a later failure undoes the debit", async () => {
    const id = await newMember();
    await credit(db, event(id, 50, 'a'));
    const redeem = db.transaction(async (tx) => {
      await debit(tx, event(id, 20, 'order-1', 'redemption'));
      throw new Error('out of stock');
    });
    await expect(redeem).rejects.toThrow('out of stock');
    expect(await balances(id)).toEqual({ point_balance: 50, lifetime_points: 50, ledger_sum: 50 });
  });

  it('conserves points under concurrent debits: successes = floor(balance / cost)', async () => {
    const id = await newMember();
    await credit(db, event(id, 55, 'seed'));
    const attempts = Array.from({ length: 20 }, (_, i) =>
      db
        .transaction((tx) => debit(tx, event(id, 10, `r${i}`, 'redemption')))
        .then(
          () => 'ok',
          () => 'refused',
        ),
    );
    const outcomes = await Promise.all(attempts);
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(Math.floor(55 / 10));
    expect(await balances(id)).toEqual({ point_balance: 5, lifetime_points: 55, ledger_sum: 5 });
  });
});

describe('reversals', () => {
  it('undo a credit once, with an entry pointing at it, taking back its lifetime points', async () => {
    const id = await newMember();
    const original = await credit(db, event(id, 70, 'receipt-1'));
    const undone = await reverse(db, { entryId: original.entryId, reason: 'Receipt was fake', actor: SYSTEM });
    expect(undone).toMatchObject({ applied: true, balance: 0 });
    const again = await reverse(db, { entryId: original.entryId, reason: 'again', actor: SYSTEM });
    expect(again).toMatchObject({ applied: false });
    const row = await db.one<{ entry: string; reverses: number; points: number }>(
      'select entry, reverses, points from points_ledger where id = $1',
      [undone.entryId],
    );
    expect(row).toEqual({ entry: 'debit', reverses: original.entryId, points: 70 });
    expect(await balances(id)).toEqual({ point_balance: 0, lifetime_points: 0, ledger_sum: 0 });
  });

  it('undo a debit (a refund) without raising lifetime points', async () => {
    const id = await newMember();
    await credit(db, event(id, 100, 'a'));
    const order = await debit(db, event(id, 60, 'order-9', 'redemption'));
    await reverse(db, { entryId: order.entryId, reason: 'Order cancelled', actor: { type: 'operator', name: 'ops' } });
    expect(await balances(id)).toEqual({ point_balance: 100, lifetime_points: 100, ledger_sum: 100 });
  });

  it('refuse to take back credited points that were already spent', async () => {
    const id = await newMember();
    const original = await credit(db, event(id, 40, 'a'));
    await debit(db, event(id, 30, 'order', 'redemption'));
    const takeBack = reverse(db, { entryId: original.entryId, reason: 'x', actor: SYSTEM });
    await expect(takeBack).rejects.toMatchObject({ httpCode: 406 });
    expect(await balances(id)).toEqual({ point_balance: 10, lifetime_points: 40, ledger_sum: 10 });
  });
});

describe('the database guards', () => {
  it('refuses to change or remove a ledger row', async () => {
    const id = await newMember();
    await credit(db, event(id, 5, 'x'));
    const change = db.query('update points_ledger set points = 500 where member_id = $1', [id]);
    await expect(change).rejects.toThrow(/append-only/);
    await expect(db.query('delete from points_ledger where member_id = $1', [id])).rejects.toThrow(/append-only/);
    expect(await balances(id)).toEqual({ point_balance: 5, lifetime_points: 5, ledger_sum: 5 });
  });

  it('refuses a balance or lifetime change that does not come with a ledger row', async () => {
    const id = await newMember();
    await credit(db, event(id, 5, 'x'));
    const refused = /through points_ledger/;
    await expect(db.query('update member set point_balance = 1000 where id = $1', [id])).rejects.toThrow(refused);
    await expect(db.query('update member set lifetime_points = 9 where id = $1', [id])).rejects.toThrow(refused);
    await expect(
      db.query("insert into member (email, point_balance) values ('rich@example.com', 500)"),
    ).rejects.toThrow(/through points_ledger/);
    await db.query("update member set first_name = 'Still editable' where id = $1", [id]);
    expect(await balances(id)).toEqual({ point_balance: 5, lifetime_points: 5, ledger_sum: 5 });
  });

  it('lets points:verify find a balance that no longer matches the ledger', async () => {
    expect(await findBalanceDifferences(db)).toEqual([]);
    const id = await newMember();
    await credit(db, event(id, 8, 'x'));
    // Only a superuser switching the guard off can do this; verify is how an operator would notice.
    await db.exec('alter table member disable trigger member_points_on_update');
    await db.query('update member set point_balance = 80 where id = $1', [id]);
    await db.exec('alter table member enable trigger member_points_on_update');
    expect(await findBalanceDifferences(db)).toEqual([
      expect.objectContaining({
        memberId: id,
        ...{ pointBalance: 80, ledgerBalance: 8 },
        ...{ lifetimePoints: 8, ledgerLifetime: 8 },
      }),
    ]);
  });
});
