import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/db';
import type { MemberClaims } from '../../http/authenticate';
import { DomainError } from '../../platform/domain-error';
import { debit } from '../points';
import {
  type OrderRow,
  type RewardRow,
  assignCode,
  audit,
  findRewardById,
  insertOrder,
  liveOrderCount,
  lockMember,
  takeFreeCode,
  takeStock,
} from './repository';

const notFound = () => new DomainError('reward.notFound', 404);
const outOfStock = () => new DomainError('reward.outOfStock', 403);

/** Whether the reward may be redeemed by this member now: every refusal of docs/product/rewards.md, Redeem. */
async function assertRedeemable(tx: Db, reward: RewardRow, member: MemberClaims, now: Date): Promise<void> {
  if (reward.type === 'VVS') throw new DomainError('reward.notRedeemable', 400);
  if (reward.discontinued_from && reward.discontinued_from <= now) throw new DomainError('reward.discontinued', 410);
  if (reward.user_tier !== null && member.tier < reward.user_tier) throw new DomainError('reward.tierLocked', 403);
  const held = await liveOrderCount(tx, member.id, reward.id);
  if (reward.type === 'DIGITAL' && held > 0) throw new DomainError('reward.alreadyRedeemed', 406);
  if (reward.per_member_limit !== null && held >= reward.per_member_limit) {
    throw new DomainError('reward.limitReached', 406);
  }
  // A fast refusal; takeStock() decides under the row lock.
  if (reward.stock !== null && reward.stock <= 0) throw outOfStock();
}

export interface RedeemOptions {
  /** When an unpaid physical order is cancelled. */
  paymentTimeoutMinutes: number;
  now?: Date;
}

/**
 * Redeems one reward in one transaction (docs/product/rewards.md, Redeem): lock the member; check
 * tier, limits and balance; take a code (digital); debit the points through the ledger; create the
 * order; take one from stock last, by a conditional decrement that locks the reward's row only until
 * the commit, so redemptions of a popular reward queue for the shortest time. Any refusal rolls
 * every step back.
 */
export function redeem(db: Db, member: MemberClaims, rewardId: string, options: RedeemOptions): Promise<OrderRow> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    // Member first, reward second: every path that takes both locks takes them in this order.
    const balance = await lockMember(tx, member.id);
    if (!balance) throw new DomainError('member.notFound', 404);
    const reward = await findRewardById(tx, rewardId);
    if (!reward || !reward.active) throw notFound();
    await assertRedeemable(tx, reward, member, now);
    if (balance.point_balance < reward.redeem_points) throw new DomainError('points.lowOnPoints', 406);
    const code = reward.type === 'DIGITAL' ? await takeFreeCode(tx, reward.id) : undefined;
    if (reward.type === 'DIGITAL' && !code) throw outOfStock();
    const orderId = randomUUID();
    const entry =
      reward.redeem_points > 0
        ? await debit(tx, {
            memberId: member.id,
            points: reward.redeem_points,
            source: 'redemption',
            sourceRef: orderId,
            name: reward.item_name,
            label: { key: 'reward', rewardId: reward.id },
            description: reward.item_description,
            actor: { type: 'member', id: member.id },
          })
        : undefined;
    const physical = reward.type === 'PHYSICAL';
    const order = await insertOrder(tx, {
      id: orderId,
      memberId: member.id,
      reward,
      origin: 'redemption',
      status: physical ? 'AWAITING_ADDRESS' : 'COMPLETED',
      points: reward.redeem_points,
      ledgerEntryId: entry?.entryId ?? null,
      shippingChargeCents: physical ? reward.shipping_charge_cents : 0,
      paymentAmountCents: physical ? reward.redeem_price_cents + reward.shipping_charge_cents : 0,
      code: code?.code ?? null,
      expiresAt: physical ? new Date(now.getTime() + options.paymentTimeoutMinutes * 60_000) : null,
    });
    if (code) await assignCode(tx, code.id, order.id);
    if (!(await takeStock(tx, reward.id))) throw outOfStock();
    // The order's history (rewards:history) starts where the order does.
    await audit(tx, {
      subject: order.order_no,
      action: 'redeem',
      actorType: 'member',
      actorName: member.id,
      detail: `${reward.slug} for ${reward.redeem_points} points`,
    });
    return order;
  });
}
