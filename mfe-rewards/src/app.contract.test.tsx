import path from 'node:path';
import type { Reward } from '@portal/kit';
import { remoteContract } from '@portal/shared/build/remote-contract';
import * as app from './app';
import { ROUTES } from './routes';

const reward = (n: number, image: string): Reward => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  itemId: `ITEM-${n}`,
  itemName: `Reward ${n}`,
  itemDescription: '',
  image,
  type: 'PHYSICAL',
  redeemPoints: n * 10,
  redeemPrice: 0,
  shippingCharge: 0,
  vendor: '',
  userTier: null,
  inStock: true,
  discontinuedFrom: null,
  alreadyRedeemed: false,
});
const rewards = [reward(1, '/api/s1/reward/images/first.svg'), reward(2, '/api/s1/reward/images/second.svg')];

remoteContract({
  dir: path.join(__dirname, '..'),
  name: 'rewards',
  app,
  routes: ROUTES,
  route: '/rewards',
  heading: 'Rewards',
  sampleAnswers: {
    '/s1/userportal/rewardlist': { httpCode: 200, data: { content: rewards, metaData: { totalRecs: 2 } } },
  },
});
