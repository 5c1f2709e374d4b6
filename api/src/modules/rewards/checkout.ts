import { createHash } from 'node:crypto';
import type { CheckoutResult } from '@portal/kit/contracts';
import type { Db } from '../../db/db';
import { DomainError } from '../../platform/domain-error';
import { toGatewayAmount, toOrder } from './mapping';
import type { PaymentGateway } from './payment-gateway';
import { type OrderRow, audit, findPayment, insertPayment, lockMemberOrder, recordTransaction } from './repository';

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

/**
 * Pays an order awaiting payment (docs/product/rewards.md, Payment). The order's row lock makes
 * checkouts of one order run one after another; the same (order, nonce) sent again answers the
 * first result without a second charge; a failed payment leaves the order open for another card.
 */
export function checkout(
  db: Db,
  gateway: PaymentGateway,
  { memberId, orderId, nonce }: { memberId: string; orderId: string; nonce: string },
): Promise<CheckoutResult> {
  if (!nonce.trim()) throw new DomainError('payment.detailsMissing', 400);
  return db.transaction(async (tx) => {
    const order = await lockMemberOrder(tx, memberId, orderId);
    if (!order) throw new DomainError('order.notFound', 404);
    const hash = nonceHash(nonce);
    const earlier = await findPayment(tx, order.id, hash);
    if (earlier) {
      return {
        transactionId: earlier.transaction_id,
        transactionDate: earlier.created_at.toISOString(),
        transactionStatus: earlier.status,
        order: toOrder(order),
      };
    }
    if (order.status !== 'AWAITING_PAYMENT') throw new DomainError('order.notPayable', 409);
    const sale = await gateway
      .sale({ amount: toGatewayAmount(order.payment_amount_cents), nonce, orderId: order.order_no })
      .catch((cause: unknown) => {
        throw new DomainError('payment.failed', 502, { cause });
      });
    await insertPayment(tx, {
      orderId: order.id,
      nonceHash: hash,
      amountCents: order.payment_amount_cents,
      status: sale.status,
      transactionId: sale.transactionId,
    });
    const status =
      sale.status === 'SUCCESS' ? 'CONFIRMED' : sale.status === 'PENDING' ? 'PAYMENT_PENDING' : order.status;
    const updated = await recordTransaction(tx, order.id, {
      status,
      transactionId: sale.transactionId,
      transactionStatus: sale.status,
    });
    await audit(tx, {
      subject: order.order_no,
      action: `payment ${sale.status}`,
      actorType: 'member',
      actorName: memberId,
    });
    return result(updated);
  });
}
