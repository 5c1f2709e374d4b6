import type { Db } from '../../db/db';
import type { MemberClaims } from '../../http/authenticate';
import { DomainError } from '../../platform/domain-error';
import { debit } from '../points';
import {
  type OrderRow,
  type RewardRow,
  assignCode,
  audit,
  changeStock,
  insertOrder,
  liveOrderCount,
  lockMember,
  lockReward,
  setLedgerEntry,
  takeFreeCode,
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
  if (reward.stock !== null && reward.stock <= 0) throw outOfStock();
}

export interface RedeemOptions {
  /** When an unpaid physical order is cancelled. */
  paymentTimeoutMinutes: number;
  now?: Date;
}

/**
 * Redeems one reward in one transaction (docs/product/rewards.md, Redeem): lock the member, then the
 * reward's row; check tier, limits and stock; take a code (digital); create the order; debit the
 * points through the ledger. Any refusal rolls every step back.
 */
export function redeem(db: Db, member: MemberClaims, rewardId: string, options: RedeemOptions): Promise<OrderRow> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    // Member first, reward second: every path that takes both locks takes them in this order.
    const balance = await lockMember(tx, member.id);
    if (!balance) throw new DomainError('member.notFound', 404);
    const reward = await lockReward(tx, rewardId);
    if (!reward || !reward.active) throw notFound();
    await assertRedeemable(tx, reward, member, now);
    if (balance.point_balance < reward.redeem_points) throw new DomainError('points.lowOnPoints', 406);
    const code = reward.type === 'DIGITAL' ? await takeFreeCode(tx, reward.id) : undefined;
    if (reward.type === 'DIGITAL' && !code) throw outOfStock();
    await changeStock(tx, reward.id, -1);
    const physical = reward.type === 'PHYSICAL';
    const order = await insertOrder(tx, {
      memberId: member.id,
      reward,
      origin: 'redemption',
      status: physical ? 'AWAITING_ADDRESS' : 'COMPLETED',
      points: reward.redeem_points,
      shippingChargeCents: physical ? reward.shipping_charge_cents : 0,
      paymentAmountCents: physical ? reward.redeem_price_cents + reward.shipping_charge_cents : 0,
      code: code?.code ?? null,
      expiresAt: physical ? new Date(now.getTime() + options.paymentTimeoutMinutes * 60_000) : null,
    });
    if (code) await assignCode(tx, code.id, order.id);
    if (reward.redeem_points > 0) {
      const entry = await debit(tx, {
        memberId: member.id,
        points: reward.redeem_points,
        source: 'redemption',
        sourceRef: order.id,
        name: reward.item_name,
        description: `Order ${order.order_no}`,
        actor: { type: 'member', id: member.id },
      });
      await setLedgerEntry(tx, order.id, entry.entryId);
      order.ledger_entry_id = entry.entryId;
    }
    await audit(tx, { subject: order.order_no, action: 'redeem', actorType: 'member', actorName: member.id });
    return order;
  });
}
