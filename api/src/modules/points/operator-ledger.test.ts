import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { createTestDb } from '../../test/test-db';
import {
  ReversalRefusedError,
  credit,
  creditMember,
  debit,
  findBalanceDifferences,
  memberLedger,
  reverseEntry,
} from '.';
import { insertMember } from '../../test/member';

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
  await migrate(db);
});
afterAll(() => db.close());

const newMember = () => insertMember(db);

const pointsOf = (memberId: string) =>
  db.one<{ point_balance: number; lifetime_points: number }>(
    'select point_balance, lifetime_points from member where id = $1',
    [memberId],
  );

const system = { type: 'system', name: 'test' } as const;

/** Credits `points` under a fresh reference and returns the entry's id. */
async function credited(memberId: string, points: number, source: 'activity' | 'receipt' = 'activity') {
  const ref = `${source}-${Math.random()}`;
  return (await credit(db, { memberId, points, source, sourceRef: ref, name: 'Watch the video', actor: system }))
    .entryId;
}

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => new Error('the reversal went through'),
    (error: unknown) => error as Error,
  );

describe('points:reverse', () => {
  it('takes back a credit and its lifetime points, recording the operator and the reason', async () => {
    const member = await newMember();
    await credited(member.id, 100);
    const entryId = await credited(member.id, 40);
    const done = await reverseEntry(db, { entryId, reason: 'Credited twice (ticket 88)', operator: 'Dana' });
    expect(done).toMatchObject({ balance: 100, original: { id: entryId, points: 40, email: member.email } });
    expect(await pointsOf(member.id)).toEqual({ point_balance: 100, lifetime_points: 100 });
    const reversal = await db.one(
      'select entry, points, source, reverses, description, actor_type, actor_name from points_ledger where id = $1',
      [done.reversalId],
    );
    expect(reversal).toEqual({
      entry: 'debit',
      points: 40,
      source: 'reversal',
      reverses: entryId,
      description: 'Credited twice (ticket 88)',
      actor_type: 'operator',
      actor_name: 'Dana',
    });
  });

  it('returns a debit without raising lifetime points', async () => {
    const member = await newMember();
    await credited(member.id, 100);
    const spin = await debit(db, {
      memberId: member.id,
      points: 30,
      source: 'contest-spin',
      sourceRef: 'spin-1',
      name: 'Spin',
      actor: { type: 'member', id: member.id },
    });
    const done = await reverseEntry(db, { entryId: spin.entryId, reason: 'The wheel froze', operator: 'Dana' });
    expect(done.balance).toBe(100);
    expect(await pointsOf(member.id)).toEqual({ point_balance: 100, lifetime_points: 100 });
  });

  it('lets exactly one of eight parallel runs reverse an entry, and the ledger still adds up', async () => {
    const member = await newMember();
    await credited(member.id, 500);
    const entryId = await credited(member.id, 70);
    const runs = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => reverseEntry(db, { entryId, reason: 'wrong', operator: `op${i}` })),
    );
    expect(runs.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const run of runs.filter((r) => r.status === 'rejected'))
      expect((run as PromiseRejectedResult).reason).toBeInstanceOf(ReversalRefusedError);
    expect(await pointsOf(member.id)).toEqual({ point_balance: 500, lifetime_points: 500 });
    const sum = await db.one<{ total: number }>(
      "select sum(case when entry = 'credit' then points else -points end)::int as total from points_ledger where member_id = $1",
      [member.id],
    );
    expect(sum.total).toBe(500);
    expect((await findBalanceDifferences(db)).filter((d) => d.memberId === member.id)).toEqual([]);
  });

  it('refuses, moving nothing, a credit the member has spent', async () => {
    const member = await newMember();
    const entryId = await credited(member.id, 80, 'receipt');
    await debit(db, {
      memberId: member.id,
      points: 60,
      source: 'redemption',
      sourceRef: 'order-1',
      name: 'Mug',
      actor: { type: 'member', id: member.id },
    });
    const error = await refusalOf(reverseEntry(db, { entryId, reason: 'fake receipt', operator: 'Dana' }));
    expect(error).toBeInstanceOf(ReversalRefusedError);
    expect(error.message).toBe(
      `${member.email} holds 20 points, fewer than the 80 entry ${entryId} credited: they have spent them. Nothing was reversed.`,
    );
    expect(await pointsOf(member.id)).toEqual({ point_balance: 20, lifetime_points: 80 });
  });

  it('refuses an unknown entry, a reversal, an order payment and an entry reversed already', async () => {
    const member = await newMember();
    await credited(member.id, 200);
    const entryId = await credited(member.id, 10);
    const order = await debit(db, {
      memberId: member.id,
      points: 50,
      source: 'redemption',
      sourceRef: 'order-2',
      name: 'Mug',
      actor: { type: 'member', id: member.id },
    });
    const { reversalId } = await reverseEntry(db, { entryId, reason: 'wrong', operator: 'Dana' });
    const attempt = (id: number) => refusalOf(reverseEntry(db, { entryId: id, reason: 'again', operator: 'Sam' }));
    expect((await attempt(999_999_999)).message).toBe('No ledger entry 999999999.');
    expect((await attempt(reversalId)).message).toBe(
      `Entry ${reversalId} is the reversal of entry ${entryId}; a reversal is final. Nothing was reversed.`,
    );
    expect((await attempt(order.entryId)).message).toBe(
      `Entry ${order.entryId} pays for an order: cancel the order (orders:cancel), which returns its points. Nothing was reversed.`,
    );
    expect((await attempt(entryId)).message).toBe(
      `Entry ${entryId} was reversed already (entry ${reversalId}); nothing changed.`,
    );
    expect(await pointsOf(member.id)).toEqual({ point_balance: 150, lifetime_points: 200 });
  });
});

describe('points:history', () => {
  it("lists a member's latest entries newest first, with what reversed what", async () => {
    const member = await newMember();
    const other = await newMember();
    await creditMember(db, { memberId: other.id, points: 5, reason: 'not theirs', operator: 'Dana' });
    const first = await credited(member.id, 30);
    await creditMember(db, { memberId: member.id, points: 20, reason: 'Ticket 7', operator: 'Dana' });
    const { reversalId } = await reverseEntry(db, { entryId: first, reason: 'wrong', operator: 'Sam' });
    const ledger = await memberLedger(db, member.id, 2);
    expect(ledger).toMatchObject({ total: 3, balance: 20, lifetime: 20 });
    expect(ledger.rows.map((r) => [r.id, r.entry, r.points, r.balance_after, r.actor_name, r.reverses])).toEqual([
      [reversalId, 'debit', 30, 20, 'Sam', first],
      [expect.any(Number), 'credit', 20, 50, 'Dana', null],
    ]);
    expect((await memberLedger(db, member.id, 10)).rows[2]).toMatchObject({ id: first, reversed_by: reversalId });
  });
});
