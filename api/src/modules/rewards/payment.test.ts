import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { DomainError } from '../../platform/domain-error';
import { seedDemo } from '../../seed';
import { insertMember, signedInMember } from '../../test/member';
import { captureLog, createTestApp } from '../../test/test-app';
import { createTestDb } from '../../test/test-db';
import { createCampaignService } from '../campaign';
import {
  DEMO_REWARD_IDS,
  type OrderNotifier,
  type PaymentGateway,
  cancelOrder,
  createRewardsService,
  createSandboxGateway,
  describeAudit,
  expireUnpaidOrders,
  settlePayment,
} from '.';
import { braintreeStatus } from './payment-gateway';
import { givePoints } from './test-helpers';

// The gateway's own failures (docs/product/rewards.md, Payment), on PGlite and PostgreSQL.
let db: Db;

beforeAll(async () => {
  db = await createTestDb();
  await migrate(db);
  await seedDemo(db);
});

afterAll(async () => {
  await db.close();
});

const ADDRESS = { suite: '1', address: '1 Long Road', city: 'Reno', state: '', country: 'USA', zip: '89501' };

function service(gateway: PaymentGateway) {
  return createRewardsService({
    db,
    campaign: createCampaignService(db, 'demo'),
    gateway,
    settings: { paymentTimeoutMinutes: 30 },
    secret: 'payment-test-secret-of-at-least-32-bytes',
  });
}

const failing: PaymentGateway = {
  sandbox: false,
  clientToken: () => Promise.reject(new Error('gateway down')),
  sale: () => Promise.reject(new Error('gateway down')),
};

async function orderAwaitingPayment(rewards: ReturnType<typeof service>) {
  const { id } = await insertMember(db);
  await givePoints(db, id, 500);
  const order = await rewards.redeem({ id, tier: 1 }, DEMO_REWARD_IDS['rewards-cap']!, 'en');
  await rewards.setAddress(id, order.id, ADDRESS, 'en');
  return { memberId: id, orderId: order.id };
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof DomainError ? `${error.httpCode} ${error.message}` : String(error)),
  );

/** What the operator's settlement told each member, in French (the notice's other languages are alike). */
function recordedNotices() {
  const notices: Array<{ memberId: string; text: string }> = [];
  const notify: OrderNotifier = async (_db, memberId, message) => void notices.push({ memberId, text: message('fr') });
  return { notices, notify };
}

const settleAs = (orderNo: string, outcome: 'SUCCESS' | 'FAILED', notify: OrderNotifier, transactionId?: string) =>
  settlePayment(
    db,
    { orderNo, outcome, operator: 'Dana', paymentTimeoutMinutes: 30, ...(transactionId ? { transactionId } : {}) },
    notify,
  );

const orderState = (orderId: string) =>
  db.one<{ status: string; order_no: string; payment: string | null; settled_by: string | null }>(
    `select o.status, o.order_no, p.status as payment, p.settled_by
       from reward_order o left join reward_payment p on p.order_id = o.id where o.id = $1`,
    [orderId],
  );

describe('payment failures', () => {
  it('answers "Error in Token generation" when the gateway cannot give a token', async () => {
    expect(await codeOf(service(failing).paymentToken())).toBe('502 Error in Token generation');
  });

  it('records the payment before the gateway is asked, so a charge never goes unrecorded', async () => {
    const sandbox = createSandboxGateway();
    const seen: { status: string; payment: string | null }[] = [];
    const watching: PaymentGateway = {
      ...sandbox,
      sale: async (sale) => {
        const { orderId } = sale as { orderId: string };
        seen.push(
          await db.one(
            `select o.status, p.status as payment from reward_order o join reward_payment p on p.order_id = o.id
              where o.order_no = $1`,
            [orderId],
          ),
        );
        return sandbox.sale(sale);
      },
    };
    const rewards = service(watching);
    const { memberId, orderId } = await orderAwaitingPayment(rewards);
    expect((await rewards.checkout(memberId, orderId, 'fake-valid-nonce', 'en')).transactionStatus).toBe('SUCCESS');
    expect(seen).toEqual([{ status: 'PAYMENT_PENDING', payment: 'SENT' }]);
    expect(await orderState(orderId)).toMatchObject({ status: 'CONFIRMED', payment: 'SUCCESS' });
  });

  it('holds the order when the gateway fails to answer: no second charge until an operator settles it', async () => {
    const down = service(failing);
    const { memberId, orderId } = await orderAwaitingPayment(down);
    expect(await codeOf(down.checkout(memberId, orderId, 'fake-valid-nonce', 'en'))).toBe(
      '502 We could not confirm your payment. Your order is on hold while we check it, so it cannot be charged twice.',
    );
    const held = await orderState(orderId);
    expect(held).toMatchObject({ status: 'PAYMENT_PENDING', payment: 'PENDING' });
    const up = service(createSandboxGateway());
    // The same nonce answers the held attempt; another card finds nothing to pay.
    expect((await up.checkout(memberId, orderId, 'fake-valid-nonce', 'en')).transactionStatus).toBe('PENDING');
    expect(await codeOf(up.checkout(memberId, orderId, 'fake-valid-visa-nonce', 'en'))).toBe(
      '409 This order has nothing left to pay.',
    );
    // The order was held past its first deadline; the gateway's console shows no charge: the operator
    // gives the order back with a fresh deadline, the member is told, and pays.
    await db.query(`update reward_order set expires_at = now() - interval '1 hour' where id = $1`, [orderId]);
    const { notices, notify } = recordedNotices();
    expect(await settleAs(held.order_no, 'FAILED', notify)).toBe(
      `Order ${held.order_no}'s payment failed; the member was notified and may pay it again within 30 minutes.`,
    );
    expect(await orderState(orderId)).toMatchObject({ status: 'AWAITING_PAYMENT', settled_by: 'Dana' });
    expect(notices).toEqual([
      {
        memberId,
        text: expect.stringMatching(
          new RegExp(`^Votre paiement de la commande ${held.order_no} \\(.+\\) n’a pas abouti.*d’ici 30\u00a0minutes`),
        ),
      },
    ]);
    expect(await expireUnpaidOrders(db)).toBe(0);
    const { expires_at } = await db.one<{ expires_at: Date }>(`select expires_at from reward_order where id = $1`, [
      orderId,
    ]);
    expect(expires_at.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(expires_at.getTime() - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    expect((await up.checkout(memberId, orderId, 'fake-valid-visa-nonce', 'en')).transactionStatus).toBe('SUCCESS');
    await expect(settleAs(held.order_no, 'SUCCESS', notify)).rejects.toThrow(
      `Order ${held.order_no} is CONFIRMED: no payment waits to be settled.`,
    );
    expect(notices).toHaveLength(1);
  });

  it('settles a pending payment the gateway confirmed later as paid', async () => {
    const rewards = service(createSandboxGateway());
    const { memberId, orderId } = await orderAwaitingPayment(rewards);
    expect((await rewards.checkout(memberId, orderId, 'fake-paypal-one-time-nonce', 'en')).transactionStatus).toBe(
      'PENDING',
    );
    const { order_no } = await orderState(orderId);
    const { transaction_id: before } = await db.one<{ transaction_id: string | null }>(
      'select transaction_id from reward_order where id = $1',
      [orderId],
    );
    const { notices, notify } = recordedNotices();
    expect(await settleAs(order_no, 'SUCCESS', notify, 'bt-42')).toBe(
      `Order ${order_no} paid (transaction bt-42); it is confirmed. The member was notified.`,
    );
    expect(await orderState(orderId)).toMatchObject({ status: 'CONFIRMED', payment: 'SUCCESS', settled_by: 'Dana' });
    expect((await describeAudit(db, order_no)).split('\n').at(-1)).toMatch(
      new RegExp(`  Dana \\(operator\\)  payment settled SUCCESS  transaction ${before ?? 'none'} → bt-42$`),
    );
    expect(notices).toEqual([
      {
        memberId,
        text: expect.stringMatching(new RegExp(`^Votre paiement de la commande ${order_no} .* est confirmé\\.$`)),
      },
    ]);
  });

  it('never both charges and expires an order when its payment races the expiry job', async () => {
    const rewards = service(createSandboxGateway());
    const orders = [];
    for (let i = 0; i < 8; i++) orders.push(await orderAwaitingPayment(rewards));
    await db.query(`update reward_order set expires_at = now() - interval '1 minute' where id = any($1)`, [
      orders.map((order) => order.orderId),
    ]);
    await Promise.allSettled([
      ...orders.map(({ memberId, orderId }) => rewards.checkout(memberId, orderId, 'fake-valid-nonce', 'en')),
      expireUnpaidOrders(db),
      expireUnpaidOrders(db),
    ]);
    for (const { memberId, orderId } of orders) {
      const { status, payment } = await orderState(orderId);
      const refunded = await db.one<{ n: number }>(
        `select count(*)::int as n from points_ledger where member_id = $1 and reverses is not null`,
        [memberId],
      );
      // Paid and kept, or expired with its points back and no charge: never a charge on a cancelled order.
      if (status === 'CONFIRMED')
        expect({ payment, refunded: refunded.n }).toEqual({ payment: 'SUCCESS', refunded: 0 });
      else
        expect({ status, payment, refunded: refunded.n }).toEqual({ status: 'CANCELLED', payment: null, refunded: 1 });
    }
  });

  it('cancels a paid order only once the operator says the card was refunded', async () => {
    const rewards = service(createSandboxGateway());
    const { memberId, orderId } = await orderAwaitingPayment(rewards);
    await rewards.checkout(memberId, orderId, 'fake-valid-nonce', 'en');
    const { order_no } = await orderState(orderId);
    const cancel = { orderNo: order_no, reason: 'customer asked', operator: 'Dana' };
    await expect(cancelOrder(db, cancel, async () => undefined)).rejects.toThrow(
      /has a card payment \(SUCCESS, transaction .+\): refund it/,
    );
    expect((await orderState(orderId)).status).toBe('CONFIRMED');
    expect(await cancelOrder(db, { ...cancel, refunded: true }, async () => undefined)).toMatch(
      /cancelled; \d+ points returned/,
    );
  });

  it('refuses to cancel an order while its payment is in flight, so the answer cannot confirm a cancelled order', async () => {
    let answer: () => void = () => undefined;
    const sandbox = createSandboxGateway();
    const slow: PaymentGateway = {
      ...sandbox,
      sale: (request) => new Promise((resolve) => (answer = () => resolve(sandbox.sale(request)))),
    };
    const rewards = service(slow);
    const { memberId, orderId } = await orderAwaitingPayment(rewards);
    const paying = rewards.checkout(memberId, orderId, 'fake-valid-nonce', 'en');
    while ((await orderState(orderId)).status !== 'PAYMENT_PENDING') await new Promise((r) => setTimeout(r, 10));
    const { order_no } = await orderState(orderId);
    const cancel = { orderNo: order_no, reason: 'customer asked', operator: 'Dana', refunded: true };
    await expect(cancelOrder(db, cancel, async () => undefined)).rejects.toThrow(
      `Order ${order_no} has a card payment in flight: wait for the gateway's answer, or settle it with orders:payment, then cancel.`,
    );
    answer();
    expect((await paying).transactionStatus).toBe('SUCCESS');
    expect(await orderState(orderId)).toMatchObject({ status: 'CONFIRMED', payment: 'SUCCESS' });
  });

  it('fails an unknown nonce as a gateway rejection', async () => {
    const rewards = service(createSandboxGateway());
    const { memberId, orderId } = await orderAwaitingPayment(rewards);
    expect((await rewards.checkout(memberId, orderId, '4111111111111111', 'en')).transactionStatus).toBe('FAILED');
  });

  it('maps Braintree transaction statuses to the portal’s three', () => {
    expect(braintreeStatus('submitted_for_settlement')).toBe('SUCCESS');
    expect(braintreeStatus('settled')).toBe('SUCCESS');
    expect(braintreeStatus('settlement_pending')).toBe('PENDING');
    expect(braintreeStatus('processor_declined')).toBe('FAILED');
    expect(braintreeStatus('gateway_rejected')).toBe('FAILED');
    expect(braintreeStatus(undefined)).toBe('FAILED');
  });
});

describe('logs', () => {
  it('never hold what the checkout carries', async () => {
    const log = captureLog();
    const t = await createTestApp({ logStream: log });
    try {
      const member = await signedInMember(t);
      await givePoints(t.db, member.id, 500);
      const order = (
        await member.inject({ method: 'POST', url: `/s2/rewards/campaign/redeem/${DEMO_REWARD_IDS['rewards-cap']}` })
      ).json().data;
      await member.inject({ method: 'PUT', url: `/s2/rewards/order/address/${order.id}`, payload: ADDRESS });
      const card = '4111111111111111';
      const answer = await member.inject({
        method: 'PUT',
        url: `/s2/rewards/order/${order.id}/checkout`,
        payload: { paymentMethodNonce: card },
      });
      expect(answer.json().data.transactionStatus).toBe('FAILED');
      expect(log.lines.length).toBeGreaterThan(0);
      expect(log.lines.join('\n')).not.toContain(card);
      const stored = await t.db.query<{ nonce_hash: string }>('select nonce_hash from reward_payment');
      expect(JSON.stringify(stored)).not.toContain(card);
    } finally {
      await t.close();
    }
  });
});
