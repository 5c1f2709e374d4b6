import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { CheckoutResult } from '@portal/kit/contracts';
import type { Db } from '../../db/db';
import { DomainError } from '../../platform/domain-error';
import { toGatewayAmount, toOrder } from './mapping';
import type { PaymentGateway, SaleResult } from './payment-gateway';
import {
  type OrderRow,
  type PaymentRow,
  audit,
  findPayment,
  insertPayment,
  lockMemberOrder,
  recordTransaction,
  setPaymentResult,
  setStatus,
} from './repository';

// Only a hash of the nonce is kept: enough to recognise a replay, useless to anyone reading the table.
const nonceHash = (nonce: string) => createHash('sha256').update(nonce).digest('hex');

function result(order: OrderRow): CheckoutResult {
  return {
    transactionId: order.transaction_id,
    transactionDate: (order.transaction_date ?? new Date()).toISOString(),
    transactionStatus: order.transaction_status ?? 'FAILED',
    order: toOrder(order),
  };
}

/** The answer to a nonce sent again: the first attempt's, still pending while its answer is not recorded. */
const replayed = (earlier: PaymentRow, order: OrderRow): CheckoutResult => ({
  transactionId: earlier.transaction_id,
  transactionDate: earlier.created_at.toISOString(),
  transactionStatus: earlier.status === 'SENT' ? 'PENDING' : earlier.status,
  order: toOrder(order),
});

type Attempt = { replay: CheckoutResult; inFlight: boolean } | { order: OrderRow; hash: string };

// A nonce sent again while its first attempt waits for the gateway (a double click) waits for that answer.
const IN_FLIGHT_POLL_MS = 100;
const IN_FLIGHT_WAIT_MS = 10_000;

/**
 * First transaction: the payment is recorded as SENT and the order set aside (PAYMENT_PENDING: no second
 * checkout, no expiry) before the gateway is asked, so a charge never goes unrecorded.
 */
async function recordAttempt(tx: Db, memberId: string, orderId: string, nonce: string): Promise<Attempt> {
  const order = await lockMemberOrder(tx, memberId, orderId);
  if (!order) throw new DomainError('order.notFound', 404);
  const hash = nonceHash(nonce);
  const earlier = await findPayment(tx, order.id, hash);
  if (earlier) return { replay: replayed(earlier, order), inFlight: earlier.status === 'SENT' };
  if (order.status !== 'AWAITING_PAYMENT') throw new DomainError('order.notPayable', 409);
  await insertPayment(tx, {
    orderId: order.id,
    nonceHash: hash,
    amountCents: order.payment_amount_cents,
    status: 'SENT',
    transactionId: null,
  });
  await setStatus(tx, order.id, { status: 'PAYMENT_PENDING' });
  return { order, hash };
}

/**
 * Second transaction: the gateway's answer. A declined card gives the order back for another card; an
 * error leaves it unclear whether the card was charged, so the order waits for an operator
 * (`orders:payment`) rather than letting the member pay twice.
 */
async function recordAnswer(tx: Db, order: OrderRow, hash: string, sale: SaleResult | null, memberId: string) {
  const status = sale?.status ?? 'PENDING';
  await setPaymentResult(tx, order.id, hash, { status, transactionId: sale?.transactionId ?? null });
  const updated = await recordTransaction(tx, order.id, {
    status: status === 'SUCCESS' ? 'CONFIRMED' : status === 'PENDING' ? 'PAYMENT_PENDING' : 'AWAITING_PAYMENT',
    transactionId: sale?.transactionId ?? null,
    transactionStatus: status,
  });
  await audit(tx, {
    subject: order.order_no,
    action: sale ? `payment ${status}` : 'payment unconfirmed: the gateway failed to answer',
    actorType: 'member',
    actorName: memberId,
  });
  return updated;
}

/**
 * Pays an order awaiting payment (docs/product/rewards.md, Payment; decisions 43 and 117). The same
 * (order, nonce) sent again answers the first result without a second charge; a failed payment leaves
 * the order open for another card. The gateway is asked between two transactions, never inside one.
 */
export async function checkout(
  db: Db,
  gateway: PaymentGateway,
  { memberId, orderId, nonce }: { memberId: string; orderId: string; nonce: string },
): Promise<CheckoutResult> {
  if (!nonce.trim()) throw new DomainError('payment.detailsMissing', 400);
  let attempt = await db.transaction((tx) => recordAttempt(tx, memberId, orderId, nonce));
  for (
    let waited = 0;
    'replay' in attempt && attempt.inFlight && waited < IN_FLIGHT_WAIT_MS;
    waited += IN_FLIGHT_POLL_MS
  ) {
    await sleep(IN_FLIGHT_POLL_MS);
    attempt = await db.transaction((tx) => recordAttempt(tx, memberId, orderId, nonce));
  }
  if ('replay' in attempt) return attempt.replay;
  const { order, hash } = attempt;
  let failure: unknown;
  const sale = await gateway
    .sale({ amount: toGatewayAmount(order.payment_amount_cents), nonce, orderId: order.order_no })
    .catch((cause: unknown) => {
      failure = cause;
      return null;
    });
  const updated = await db.transaction((tx) => recordAnswer(tx, order, hash, sale, memberId));
  if (!sale) throw new DomainError('payment.unconfirmed', 502, { cause: failure });
  return result(updated);
}
