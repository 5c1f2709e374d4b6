import path from 'node:path';
import { remoteContract } from '@portal/shared/build/remote-contract';
import * as app from './app';
import { testReward } from './features/catalogue/testReward';
import { ROUTES } from './routes';

const rewards = [
  testReward(1, { image: '/api/s1/reward/images/first.svg' }),
  testReward(2, { image: '/api/s1/reward/images/second.svg' }),
];

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
