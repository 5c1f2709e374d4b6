import type { Db } from '../../db/db';
import {
  assignCode,
  audit,
  changeStock,
  findOrderBySpin,
  freeCodeCount,
  insertOrder,
  lockReward,
  takeFreeCode,
} from './repository';
import { isUuid } from '../../platform/uuid';

/**
 * Orders for rewards won on the prize wheel (docs/product/rewards.md, Prize orders): no points, one
 * unit of stock, an address for a physical reward and no payment. The contest module calls it in
 * its own transaction `tx`.
 */
export interface PrizeOrders {
  /** Takes one from stock and creates a 0-point order for the member; idempotent by spinId. */
  createPrizeOrder(
    tx: Db,
    prize: { memberId: string; rewardId: string; contestId: string; spinId: string },
  ): Promise<{ orderId: string } | { outOfStock: true }>;
  /** True when the reward exists, is active and has stock left. */
  isInStock(tx: Db, rewardId: string): Promise<boolean>;
}

export function createPrizeOrders(): PrizeOrders {
  return {
    async isInStock(tx, rewardId) {
      // A wheel saved before its reward ids were checked may name one that is no uuid (contest_segment's
      // reward_id is text): it names no reward, and must not fail the spin.
      if (!isUuid(rewardId)) return false;
      const reward = await tx.maybeOne<{ type: string; stock: number | null; active: boolean }>(
        'select type, stock, active from reward where id = $1',
        [rewardId],
      );
      if (!reward || !reward.active || reward.type === 'VVS') return false;
      if (reward.stock !== null && reward.stock <= 0) return false;
      return reward.type !== 'DIGITAL' || (await freeCodeCount(tx, rewardId)) > 0;
    },

    createPrizeOrder(outer, { memberId, rewardId, contestId, spinId }) {
      return outer.transaction(async (tx) => {
        const earlier = await findOrderBySpin(tx, spinId);
        if (earlier) return { orderId: earlier.id };
        const reward = await lockReward(tx, rewardId);
        if (!reward || !reward.active || reward.type === 'VVS') return { outOfStock: true };
        if (reward.stock !== null && reward.stock <= 0) return { outOfStock: true };
        const code = reward.type === 'DIGITAL' ? await takeFreeCode(tx, reward.id) : undefined;
        if (reward.type === 'DIGITAL' && !code) return { outOfStock: true };
        await changeStock(tx, reward.id, -1);
        const order = await insertOrder(tx, {
          memberId,
          reward,
          origin: 'prize',
          status: reward.type === 'PHYSICAL' ? 'AWAITING_ADDRESS' : 'COMPLETED',
          points: 0,
          shippingChargeCents: 0,
          paymentAmountCents: 0,
          code: code?.code ?? null,
          expiresAt: null,
          contestId,
          spinId,
        });
        if (code) await assignCode(tx, code.id, order.id);
        await audit(tx, {
          subject: order.order_no,
          action: `prize of contest ${contestId}`,
          actorType: 'system',
          actorName: 'contest',
        });
        return { orderId: order.id };
      });
    },
  };
}
