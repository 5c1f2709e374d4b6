import type { Reward, RewardOrder } from '@portal/kit';

/** The physical reward the preview tests redeem: 200 points, then $2 plus $5 shipping. */
export const REWARD: Reward = {
  id: '5a1e0000-0000-4000-8000-000000000003',
  itemId: 'ITEM-003',
  itemName: 'XL USB charger',
  itemDescription: 'A fast charger.',
  image: '/api/s1/reward/images/physical.svg',
  type: 'PHYSICAL',
  redeemPoints: 200,
  redeemPrice: 2,
  shippingCharge: 5,
  vendor: 'Vapor Store',
  userTier: null,
  inStock: true,
  discontinuedFrom: null,
  alreadyRedeemed: false,
};

/** The order redeeming REWARD, waiting for its address unless `extra` says otherwise. */
export const order = (extra: Partial<RewardOrder> = {}): RewardOrder => ({
  id: 'aaaaaaaa-0000-4000-8000-000000000001',
  orderNo: 'RW100001',
  orderDate: '2026-11-01T10:00:00.000Z',
  status: 'AWAITING_ADDRESS',
  rewardId: REWARD.id,
  rewardType: 'PHYSICAL',
  points: 200,
  items: [{ itemName: 'XL USB charger', quantity: 1, itemValue: 2, itemDescription: '' }],
  currency: 'USD',
  shippingCharge: 5,
  paymentAmount: 7,
  shippingAddress: null,
  transactionId: null,
  transactionDate: null,
  transactionStatus: null,
  code: null,
  downloadFilename: null,
  trackingNumber: null,
  expiresAt: '2026-11-01T10:30:00.000Z',
  ...extra,
});

/** The redemption history answer holding one order, as My Rewards lists it. */
export const historyOf = (one: RewardOrder) => ({
  httpCode: 200,
  data: {
    content: [{ name: '', description: '', description2: '', points: 200, date: '', eventId: one.id, order: one }],
    metaData: { totalRecs: 1 },
  },
});
