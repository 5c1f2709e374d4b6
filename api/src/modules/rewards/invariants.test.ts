import { type TestApp, createTestApp } from '../../test/test-app';
import { type SignedInMember, signedInMember } from '../../test/member';
import {
  cancelOrder,
  createPrizeOrders,
  editReward,
  expireUnpaidOrders,
  importCodes,
  setRewardText,
  shipOrder,
} from '.';
import { balanceOf, givePoints, ledgerSum, newReward } from './test-helpers';

// Runs on PGlite, and on PostgreSQL with `npm run test:pg` (real parallel connections there).
let t: TestApp;

beforeAll(async () => {
  process.env.REWARDS_RATE_LIMIT_PER_MINUTE = '1000';
  t = await createTestApp();
});

afterAll(async () => {
  delete process.env.REWARDS_RATE_LIMIT_PER_MINUTE;
  await t.close();
});

/** An order notifier for tests that do not look at the notice. */
const quiet = async () => undefined;

const ADDRESS = { suite: '1', address: '1 Long Road', city: 'Reno', state: 'Nevada', country: 'USA', zip: '89501' };

async function memberWith(points: number): Promise<SignedInMember> {
  const member = await signedInMember(t);
  if (points > 0) await givePoints(t.db, member.id, points);
  return member;
}

const redeem = (member: SignedInMember, id: string) =>
  member.inject({ method: 'POST', url: `/s2/rewards/campaign/redeem/${id}` });
const stockOf = async (id: string) =>
  (await t.db.one<{ stock: number }>('select stock from reward where id = $1', [id])).stock;

describe('100 concurrent redemptions from one balance', () => {
  it.each([
    { slug: 'inv-balance-bound', balance: 1000, cost: 30, stock: 100 },
    { slug: 'inv-stock-bound', balance: 1000, cost: 30, stock: 20 },
  ])(
    '$slug: exactly min(⌊B/c⌋, stock) orders, ledger equals balance, no 5xx',
    async ({ slug, balance, cost, stock }) => {
      const rewardId = await newReward(t.db, { slug, redeemPoints: cost, stock });
      const member = await memberWith(balance);
      const answers = await Promise.all(Array.from({ length: 100 }, () => redeem(member, rewardId)));
      const codes = answers.map((answer) => answer.statusCode);
      const expected = Math.min(Math.floor(balance / cost), stock);
      expect(codes.filter((code) => code >= 500)).toEqual([]);
      expect(codes.filter((code) => code === 200)).toHaveLength(expected);
      expect(codes.every((code) => code === 200 || code === 406 || code === 403)).toBe(true);
      const after = await balanceOf(t.db, member.id);
      expect(after).toBe(balance - expected * cost);
      expect(after).toBeGreaterThanOrEqual(0);
      expect(await ledgerSum(t.db, member.id)).toBe(after);
      expect(await stockOf(rewardId)).toBe(stock - expected);
      const { count } = await t.db.one<{ count: number }>(
        'select count(*)::int as count from reward_order where reward_id = $1',
        [rewardId],
      );
      expect(count).toBe(expected);
    },
  );
});

describe('stock across members', () => {
  it('never oversells: 30 members racing for 10 units get 10 orders', async () => {
    const rewardId = await newReward(t.db, { slug: 'inv-across-members', redeemPoints: 5, stock: 10 });
    const members = await Promise.all(Array.from({ length: 30 }, () => memberWith(50)));
    const answers = await Promise.all(members.map((member) => redeem(member, rewardId)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(10);
    expect(codes.filter((code) => code === 403)).toHaveLength(20);
    expect(await stockOf(rewardId)).toBe(0);
  });
});

describe('unpaid physical orders', () => {
  it('are cancelled after their deadline: points return by a compensating entry, stock comes back', async () => {
    const rewardId = await newReward(t.db, {
      slug: 'inv-expiry',
      redeemPoints: 40,
      stock: 3,
      shippingChargeCents: 300,
    });
    const member = await memberWith(100);
    const order = (await redeem(member, rewardId)).json().data;
    await member.inject({ method: 'PUT', url: `/s2/rewards/order/address/${order.id}`, payload: ADDRESS });
    expect(await balanceOf(t.db, member.id)).toBe(60);
    expect(await expireUnpaidOrders(t.db, new Date())).toBe(0);
    const later = new Date(Date.parse(order.expiresAt) + 1000);
    expect(await expireUnpaidOrders(t.db, later)).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(t.db, member.id)).toBe(100);
    expect(await ledgerSum(t.db, member.id)).toBe(100);
    expect(await stockOf(rewardId)).toBe(3);
    const entries = await t.db.query<{ source: string; entry: string }>(
      'select source, entry from points_ledger where member_id = $1 order by id',
      [member.id],
    );
    expect(entries.map((e) => `${e.source}:${e.entry}`)).toEqual([
      'operator:credit',
      'redemption:debit',
      'reversal:credit',
    ]);
    const checkout = await member.inject({
      method: 'PUT',
      url: `/s2/rewards/order/${order.id}/checkout`,
      payload: { paymentMethodNonce: 'fake-valid-nonce' },
    });
    expect(checkout.statusCode).toBe(409);
    expect(await expireUnpaidOrders(t.db, later)).toBe(0);
  });
});

describe('operator commands', () => {
  it('ships a confirmed order with a tracking number and notifies the member', async () => {
    const rewardId = await newReward(t.db, { slug: 'inv-ship', redeemPoints: 10, stock: 5 });
    const member = await memberWith(10);
    const order = (await redeem(member, rewardId)).json().data;
    const confirmed = await member.inject({
      method: 'PUT',
      url: `/s2/rewards/order/address/${order.id}`,
      payload: ADDRESS,
    });
    expect(confirmed.json().data.status).toBe('CONFIRMED');
    const notes: ((language: 'en' | 'fr' | 'es') => string)[] = [];
    await setRewardText(t.db, 'demo', { slug: 'inv-ship', language: 'fr', change: { itemName: 'Tasse' } }, 'Dana');
    await shipOrder(t.db, { orderNo: order.orderNo, tracking: '1Z999', operator: 'Dana' }, async (_db, id, message) => {
      if (id === member.id) notes.push(message);
    });
    expect(notes).toHaveLength(1);
    expect(notes[0]!('fr')).toBe(
      `Votre commande ${order.orderNo} (Tasse) a été expédiée. Numéro de suivi\u00a0: 1Z999.`,
    );
    expect(notes[0]!('es')).toBe(
      `Tu pedido ${order.orderNo} (${order.items[0].itemName}) ha sido enviado. Número de seguimiento: 1Z999.`,
    );
    const history = (await member.inject({ method: 'GET', url: '/s1/points/myreward' })).json().data;
    expect(history.content[0].order).toMatchObject({ status: 'SHIPPED', trackingNumber: '1Z999' });
    await expect(
      shipOrder(t.db, { orderNo: order.orderNo, tracking: 'x', operator: 'Dana' }, async () => undefined),
    ).rejects.toThrow('only a CONFIRMED order ships');
  });

  it('cancels once when two operators cancel the same order at the same time', async () => {
    const rewardId = await newReward(t.db, { slug: 'inv-cancel-race', redeemPoints: 25, stock: 1 });
    const member = await memberWith(25);
    const order = (await redeem(member, rewardId)).json().data;
    const results = await Promise.allSettled(
      ['Dana', 'Sam'].map((operator) =>
        cancelOrder(t.db, { orderNo: order.orderNo, reason: 'asked', operator }, quiet),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await balanceOf(t.db, member.id)).toBe(25);
    expect(await stockOf(rewardId)).toBe(1);
  });

  it('cancels an order with a refund of points, once', async () => {
    const rewardId = await newReward(t.db, { slug: 'inv-cancel', redeemPoints: 25, stock: 2 });
    const member = await memberWith(25);
    const order = (await redeem(member, rewardId)).json().data;
    await cancelOrder(t.db, { orderNo: order.orderNo, reason: 'customer asked', operator: 'Dana' }, quiet);
    expect(await balanceOf(t.db, member.id)).toBe(25);
    expect(await stockOf(rewardId)).toBe(2);
    await expect(
      cancelOrder(t.db, { orderNo: order.orderNo, reason: 'again', operator: 'Dana' }, quiet),
    ).rejects.toThrow('cannot be cancelled');
    const audit = await t.db.query<{ actor_name: string }>(
      "select actor_name from reward_audit where subject = $1 and action = 'cancel'",
      [order.orderNo],
    );
    expect(audit).toEqual([{ actor_name: 'Dana' }]);
    // The points history names the refund after the reward, in the member's language.
    await setRewardText(t.db, 'demo', { slug: 'inv-cancel', language: 'fr', change: { itemName: 'Tasse' } }, 'Dana');
    const history = await member.inject({
      method: 'GET',
      url: '/s1/points/points-history?page=0&limit=10',
      headers: { 'accept-language': 'fr' },
    });
    expect(history.json().data.content.map((entry: { name: string }) => entry.name)).toEqual([
      'Annulation\u00a0: Tasse',
      'Tasse',
      'Test points',
    ]);
    // A later English name leaves the record: in English the history reads what was redeemed.
    await editReward(t.db, 'demo', 'inv-cancel', { itemName: 'Mug' }, 'Dana');
    const english = await member.inject({ method: 'GET', url: '/s1/points/points-history?page=0&limit=10' });
    expect(
      english
        .json()
        .data.content.map((entry: { name: string }) => entry.name)
        .slice(0, 2),
    ).toEqual(['Reversal: inv-cancel', 'inv-cancel']);
    const textAudit = await t.db.query<{ actor_name: string; detail: string }>(
      "select actor_name, detail from reward_audit where subject = 'inv-cancel' and action = 'reward text'",
    );
    expect(textAudit).toEqual([{ actor_name: 'Dana', detail: JSON.stringify({ language: 'fr', itemName: 'Tasse' }) }]);
  });

  it('imports digital codes from CSV, each handed out once, and edits stock', async () => {
    const rewardId = await newReward(t.db, { slug: 'inv-codes', type: 'DIGITAL', redeemPoints: 1 });
    expect(await importCodes(t.db, 'demo', 'inv-codes', 'code\nAAA-1\nAAA-2\n', 'Dana')).toContain('Imported 2');
    expect(await importCodes(t.db, 'demo', 'inv-codes', 'code\nAAA-2\nAAA-3', 'Dana')).toContain('Imported 1');
    await expect(importCodes(t.db, 'demo', 'inv-codes', 'code\nbad code', 'Dana')).rejects.toThrow('Line 2');
    const members = await Promise.all(Array.from({ length: 5 }, () => memberWith(1)));
    const answers = await Promise.all(members.map((member) => redeem(member, rewardId)));
    const codes = answers.filter((a) => a.statusCode === 200).map((a) => a.json().data.code);
    expect(codes.sort()).toEqual(['AAA-1', 'AAA-2', 'AAA-3']);
    expect(answers.filter((a) => a.statusCode === 403)).toHaveLength(2);
    await editReward(t.db, 'demo', 'inv-ship', { stock: 42 }, 'Dana');
    expect((await t.db.one<{ stock: number }>("select stock from reward where slug = 'inv-ship'")).stock).toBe(42);
  });
});

describe('prize orders (the contest module’s port)', () => {
  it('creates an order costing no points, once per spin, and reports stock', async () => {
    const rewardId = await newReward(t.db, { slug: 'inv-prize', redeemPoints: 500, stock: 1 });
    const member = await memberWith(0);
    const prizes = createPrizeOrders();
    expect(await prizes.isInStock(t.db, rewardId)).toBe(true);
    const prize = { memberId: member.id, rewardId, contestId: 'c1', spinId: 's1' };
    const first = await t.db.transaction((tx) => prizes.createPrizeOrder(tx, prize));
    const again = await t.db.transaction((tx) => prizes.createPrizeOrder(tx, prize));
    expect(again).toEqual(first);
    expect(await prizes.isInStock(t.db, rewardId)).toBe(false);
    expect(await prizes.createPrizeOrder(t.db, { ...prize, spinId: 's2' })).toEqual({ outOfStock: true });
    expect(await balanceOf(t.db, member.id)).toBe(0);
    const order = (await member.inject({ method: 'GET', url: '/s1/points/myreward' })).json().data.content[0].order;
    expect(order).toMatchObject({ status: 'AWAITING_ADDRESS', points: 0, paymentAmount: 0, expiresAt: null });
    const withAddress = await member.inject({
      method: 'PUT',
      url: `/s2/rewards/order/address/${order.id}`,
      payload: ADDRESS,
    });
    expect(withAddress.json().data.status).toBe('CONFIRMED');
  });
});
