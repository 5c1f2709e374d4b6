import type { Reward } from '@portal/kit';

/** A reward for component tests: an in-stock physical item worth n × 10 points. */
export const testReward = (n: number, extra: Partial<Reward> = {}): Reward => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  itemId: `ITEM-${n}`,
  itemName: `Reward ${n}`,
  itemDescription: '',
  image: '/api/s1/reward/images/physical.svg',
  type: 'PHYSICAL',
  redeemPoints: n * 10,
  redeemPrice: 0,
  shippingCharge: 0,
  vendor: '',
  userTier: null,
  inStock: true,
  discontinuedFrom: null,
  alreadyRedeemed: false,
  ...extra,
});
