import type { Db } from '../../db/db';

/**
 * What the contest needs from the rewards module to hand out a reward prize, in the spin's own
 * transaction (app.ts passes the rewards module's implementation).
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
