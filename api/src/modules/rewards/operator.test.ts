import { type TestApp, createTestApp } from '../../test/test-app';
import { type SignedInMember, signedInMember } from '../../test/member';
import { OperatorError, cancelOrder, describeAudit, editReward, importCodes, parseCodes, setRewardText } from '.';
import { givePoints, newReward } from './test-helpers';

// The operator side of rewards (api/README.md, Rewards and orders), on the service functions the CLI calls.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('rewards:import-codes', () => {
  it('numbers lines as the file has them, blank lines included', () => {
    expect(() => parseCodes('code\nAAA-1\n\n\nbad code\n')).toThrow(
      new OperatorError('Line 5: a code is 1–100 visible characters without spaces.'),
    );
  });

  it('names a repeated code and both of its lines', () => {
    expect(() => parseCodes('code\nAAA-1\nAAA-2\n\nAAA-1\n')).toThrow(
      new OperatorError('Line 5: the code AAA-1 is on line 2 already.'),
    );
    expect(parseCodes('\uFEFFcode\r\nAAA-1\r\n\r\nAAA-2\r\n')).toEqual(['AAA-1', 'AAA-2']);
  });

  it('refuses codes for a reward that is not digital, storing none', async () => {
    await newReward(t.db, { slug: 'op-mug', type: 'PHYSICAL' });
    await expect(importCodes(t.db, 'demo', 'op-mug', 'code\nMUG-1\n', 'Dana')).rejects.toThrow(
      new OperatorError('"op-mug" is a PHYSICAL reward: only a DIGITAL reward has a code pool.'),
    );
    const stored = await t.db.one<{ n: number }>(
      "select count(*)::int as n from reward_code c join reward r on r.id = c.reward_id where r.slug = 'op-mug'",
    );
    expect(stored.n).toBe(0);
  });
});

describe('rewards:import-codes across rewards', () => {
  const pool = (slug: string) =>
    t.db.query<{ code: string }>(
      'select c.code from reward_code c join reward r on r.id = c.reward_id where r.slug = $1 order by c.code',
      [slug],
    );

  it('refuses a file holding a code of another reward, importing none of it', async () => {
    await newReward(t.db, { slug: 'op-gift-a', type: 'DIGITAL' });
    await newReward(t.db, { slug: 'op-gift-b', type: 'DIGITAL' });
    await importCodes(t.db, 'demo', 'op-gift-a', 'code\nGIFT-1\nGIFT-2\n', 'Dana');
    await expect(importCodes(t.db, 'demo', 'op-gift-b', 'code\nGIFT-9\nGIFT-2\n', 'Sam')).rejects.toThrow(
      new OperatorError(
        'A code belongs to one reward, and these are in another\'s pool already: GIFT-2 (in "op-gift-a"). Nothing was imported.',
      ),
    );
    expect(await pool('op-gift-b')).toEqual([]);
    expect(await importCodes(t.db, 'demo', 'op-gift-a', 'code\nGIFT-2\nGIFT-3\n', 'Dana')).toBe(
      'Imported 1 new code into "op-gift-a" (1 already present).',
    );
  });

  it('lets one of two parallel imports of a code into two rewards through', async () => {
    await newReward(t.db, { slug: 'op-race-a', type: 'DIGITAL' });
    await newReward(t.db, { slug: 'op-race-b', type: 'DIGITAL' });
    const runs = await Promise.allSettled(
      ['op-race-a', 'op-race-b'].map((slug) => importCodes(t.db, 'demo', slug, 'code\nRACE-1\n', 'Dana')),
    );
    expect(runs.map((run) => run.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect([...(await pool('op-race-a')), ...(await pool('op-race-b'))]).toEqual([{ code: 'RACE-1' }]);
  });
});

describe('rewards:edit', () => {
  it('refuses an edit without a field, writing no audit row', async () => {
    await newReward(t.db, { slug: 'op-nothing' });
    await expect(editReward(t.db, 'demo', 'op-nothing', {}, 'Dana')).rejects.toThrow(OperatorError);
    await expect(editReward(t.db, 'demo', 'op-nothing', { itemName: undefined }, 'Dana')).rejects.toThrow(
      'Give a field to change',
    );
    const audit = await t.db.query(
      "select 1 from reward_audit where subject = 'op-nothing' and action = 'reward edit'",
    );
    expect(audit).toEqual([]);
  });

  it('records each changed field with the value it replaced, and an edit that changes nothing not at all', async () => {
    await newReward(t.db, { slug: 'op-audit', redeemPoints: 50, stock: 5 });
    expect(await editReward(t.db, 'demo', 'op-audit', { stock: 9, redeemPoints: 50, active: false }, 'Dana')).toBe(
      'Updated reward "op-audit": stock, active.',
    );
    expect(await editReward(t.db, 'demo', 'op-audit', { stock: 9, active: false }, 'Sam')).toBe(
      'Nothing changed: reward "op-audit" has these values already.',
    );
    const history = (await describeAudit(t.db, 'op-audit')).split('\n');
    expect(history).toHaveLength(2);
    expect(history[0]).toMatch(/ {2}reward add$/);
    expect(history[1]).toMatch(
      /^\S+ {2}Dana \(operator\) {2}reward edit {2}\{"stock":\{"from":5,"to":9\},"active":\{"from":true,"to":false\}\}$/,
    );
  });

  it('clears the discontinued date with null', async () => {
    await newReward(t.db, { slug: 'op-discontinued', discontinuedFrom: new Date('2026-01-01T00:00:00Z') });
    await editReward(t.db, 'demo', 'op-discontinued', { discontinuedFrom: null }, 'Dana');
    const row = await t.db.one<{ discontinued_from: Date | null }>(
      "select discontinued_from from reward where slug = 'op-discontinued'",
    );
    expect(row.discontinued_from).toBeNull();
  });
});

describe('orders:cancel', () => {
  let member: SignedInMember;
  beforeAll(async () => {
    member = await signedInMember(t);
  });

  it('tells the member in their language: the order, the reward, the reason, the points returned', async () => {
    const rewardId = await newReward(t.db, { slug: 'op-cancel', redeemPoints: 25, stock: 3 });
    await setRewardText(t.db, 'demo', { slug: 'op-cancel', language: 'fr', change: { itemName: 'Tasse' } }, 'Dana');
    await givePoints(t.db, member.id, 25);
    const order = (await member.inject({ method: 'POST', url: `/s2/rewards/campaign/redeem/${rewardId}` })).json().data;
    const notices: { memberId: string; message: (language: 'en' | 'fr' | 'es') => string }[] = [];
    const outcome = await cancelOrder(
      t.db,
      { orderNo: order.orderNo, reason: 'Damaged in stock.', operator: 'Dana' },
      async (_db, memberId, message) => {
        notices.push({ memberId, message });
      },
    );
    expect(outcome).toBe(`Order ${order.orderNo} cancelled; 25 points returned to the member, who was notified.`);
    expect(notices.map((notice) => notice.memberId)).toEqual([member.id]);
    const [notice] = notices;
    expect(notice!.message('en')).toBe(
      `Your order ${order.orderNo} (op-cancel) was cancelled. Reason: Damaged in stock. Its 25 points are back in your balance.`,
    );
    expect(notice!.message('fr')).toBe(
      `Votre commande ${order.orderNo} (Tasse) a été annulée. Motif\u00a0: Damaged in stock. Ses 25\u00a0points ont été rendus à votre solde.`,
    );
    expect(notice!.message('es')).toBe(
      `Tu pedido ${order.orderNo} (op-cancel) fue cancelado. Motivo: Damaged in stock. Sus 25 puntos volvieron a tu saldo.`,
    );
  });

  it('shows what was done to the order and by whom (rewards:history), and says when nothing is recorded', async () => {
    const rewardId = await newReward(t.db, { slug: 'op-history', redeemPoints: 10, stock: 3 });
    await givePoints(t.db, member.id, 10);
    const order = (await member.inject({ method: 'POST', url: `/s2/rewards/campaign/redeem/${rewardId}` })).json().data;
    await cancelOrder(t.db, { orderNo: order.orderNo, reason: 'Asked by phone.', operator: 'Dana' }, async () => {});
    const lines = (await describeAudit(t.db, order.orderNo)).split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      new RegExp(`^\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z {2}${member.id} \\(member\\) {2}redeem {2}op-history for 10 points$`),
    );
    expect(lines[1]).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z {2}Dana \(operator\) {2}cancel {2}Asked by phone\.$/);
    await expect(describeAudit(t.db, 'RW-none')).rejects.toThrow(
      new OperatorError('Nothing is recorded for "RW-none": give an order number or a reward\'s slug.'),
    );
  });

  it('undoes the cancellation when its notice cannot be written: no points back, stock and order as they were', async () => {
    const rewardId = await newReward(t.db, { slug: 'op-untold', redeemPoints: 15, stock: 3 });
    await givePoints(t.db, member.id, 15);
    const order = (await member.inject({ method: 'POST', url: `/s2/rewards/campaign/redeem/${rewardId}` })).json().data;
    const state = () =>
      Promise.all([
        t.db.one('select status from reward_order where order_no = $1', [order.orderNo]),
        t.db.one('select stock from reward where id = $1', [rewardId]),
        t.db.one('select point_balance from member where id = $1', [member.id]),
      ]);
    const before = await state();
    await expect(
      cancelOrder(t.db, { orderNo: order.orderNo, reason: 'Damaged.', operator: 'Dana' }, async () => {
        throw new Error('the bell refused the notice');
      }),
    ).rejects.toThrow('the bell refused the notice');
    expect(await state()).toEqual(before);
  });

  it('tells no one when the cancellation is refused', async () => {
    const notices: string[] = [];
    await expect(
      cancelOrder(t.db, { orderNo: 'RW0', reason: 'x', operator: 'Dana' }, async (_db, memberId) => {
        notices.push(memberId);
      }),
    ).rejects.toThrow('No order RW0.');
    expect(notices).toEqual([]);
  });
});
