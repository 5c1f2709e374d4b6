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
