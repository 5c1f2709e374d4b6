import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { DomainError } from '../../platform/domain-error';
import { seedDemo } from '../../seed';
import { signedInMember } from '../../test/member';
import { captureLog, createTestApp } from '../../test/test-app';
import { createTestDb } from '../../test/test-db';
import { createCampaignService } from '../campaign';
import { DEMO_REWARD_IDS, type PaymentGateway, createRewardsService, createSandboxGateway } from '.';
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
  const { id } = await db.one<{ id: string }>(
    "insert into member (email, status) values ('p' || gen_random_uuid() || '@example.com', 'active') returning id",
  );
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

describe('payment failures', () => {
  it('answers "Error in Token generation" and "Error in Payment Process" when the gateway fails, and allows a retry', async () => {
    const down = service(failing);
    expect(await codeOf(down.paymentToken())).toBe('502 Error in Token generation');
    const { memberId, orderId } = await orderAwaitingPayment(down);
    expect(await codeOf(down.checkout(memberId, orderId, 'fake-valid-nonce', 'en'))).toBe(
      '502 Error in Payment Process',
    );
    const up = service(createSandboxGateway());
    const paid = await up.checkout(memberId, orderId, 'fake-valid-nonce', 'en');
    expect(paid.transactionStatus).toBe('SUCCESS');
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
