import type { Envelope, Reward } from '@portal/kit';

/** The top tier, Genius: the VIP item unlocks above tier 3 (docs/product/rewards.md, VIP customer support). */
export const VIP_MIN_TIER = 4;
export const VIP_PREVIEW_PATH = '/reward-preview/vip-customer-support';

export type RewardState = 'available' | 'locked' | 'outOfStock' | 'discontinued' | 'redeemed' | 'vipLocked' | 'vip';

/** What a card and the preview show for a reward, from the member's balance and tier (pure). */
export function rewardState(reward: Reward, member: { balance: number; tier: number | null }, now: Date): RewardState {
  if (reward.type === 'VVS') return (member.tier ?? 0) >= (reward.userTier ?? VIP_MIN_TIER) ? 'vip' : 'vipLocked';
  if (reward.discontinuedFrom && Date.parse(reward.discontinuedFrom) <= now.getTime()) return 'discontinued';
  if (reward.alreadyRedeemed) return 'redeemed';
  if (!reward.inStock) return 'outOfStock';
  if (reward.userTier !== null && (member.tier ?? 0) < reward.userTier) return 'locked';
  return member.balance >= reward.redeemPoints ? 'available' : 'locked';
}

export const previewPath = (reward: Reward): string =>
  reward.type === 'VVS' ? VIP_PREVIEW_PATH : `/reward-preview/${encodeURIComponent(reward.id)}`;

/** The server's own message for the refusals it words (reward, order, payment, points); else "Something went wrong". */
export function failureText(body: Envelope<unknown>, somethingWentWrong: string): string {
  const own = /^(reward|order|payment|points|download)\./.test(body.code ?? '');
  return own && body.message ? body.message : somethingWentWrong;
}

/**
 * What a physical reward costs in money beside its points, as its detail says it: the price and the
 * shipping, the price alone when shipping is free, the shipping alone when the item has no price, and
 * nothing when both are free (a "$0.00" read as a charge).
 */
export function moneyLine(
  reward: Pick<Reward, 'type' | 'redeemPrice' | 'shippingCharge'>,
): 'price' | 'priceOnly' | 'shippingOnly' | undefined {
  if (reward.type !== 'PHYSICAL') return undefined;
  if (reward.redeemPrice > 0) return reward.shippingCharge > 0 ? 'price' : 'priceOnly';
  return reward.shippingCharge > 0 ? 'shippingOnly' : undefined;
}
