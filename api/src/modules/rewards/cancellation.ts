import type { Db } from '../../db/db';
import { type LedgerActor, reverse } from '../points';
import { type OrderRow, audit, changeStock, expiredOrderIds, lockOrder, setStatus } from './repository';

const actorName = (actor: LedgerActor) => ('name' in actor ? actor.name : actor.id);

/**
 * Cancels a locked order in the caller's transaction: its points come back through a compensating
 * ledger entry (never by editing the debit) and its unit returns to stock (docs/product/rewards.md, Redeem).
 */
export async function cancelLockedOrder(
  tx: Db,
  order: OrderRow,
  actor: LedgerActor,
  reason: string,
): Promise<OrderRow> {
  const cancelled = await setStatus(tx, order.id, { status: 'CANCELLED', cancelReason: reason });
  if (order.ledger_entry_id !== null) {
    await reverse(tx, {
      entryId: order.ledger_entry_id,
      reason: `Order ${order.order_no} cancelled: ${reason}`,
      actor,
    });
  }
  await changeStock(tx, order.reward_id, 1);
  await audit(tx, {
    subject: order.order_no,
    action: 'cancel',
    actorType: actor.type,
    actorName: actorName(actor),
    detail: reason,
  });
  return cancelled;
}

const UNPAID = new Set(['AWAITING_ADDRESS', 'AWAITING_PAYMENT']);

/**
 * The server's job: cancels each physical order still unpaid at its deadline, one transaction per
 * order, rechecked under the order's lock so a payment that just landed wins. Returns how many.
 */
export async function expireUnpaidOrders(db: Db, now: Date = new Date(), batch = 100): Promise<number> {
  let cancelled = 0;
  for (const id of await expiredOrderIds(db, now, batch)) {
    const done = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, id);
      if (!order || !UNPAID.has(order.status) || !order.expires_at || order.expires_at > now) return false;
      await cancelLockedOrder(tx, order, { type: 'system', name: 'order-expiry' }, 'not paid in time');
      return true;
    });
    if (done) cancelled += 1;
  }
  return cancelled;
}
