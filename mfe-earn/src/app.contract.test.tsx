import path from 'node:path';
import { remoteContract } from '@portal/shared/build/remote-contract';
import * as app from './app';
import { testActivity } from './features/activity-preview/testActivity';
import { ROUTES } from './routes';

const activities = [
  testActivity(1, { cardHeaderImage: '/api/s1/activity/images/first.svg' }),
  testActivity(2, { cardHeaderImage: '/api/s1/activity/images/second.svg' }),
];

remoteContract({
  dir: path.join(__dirname, '..'),
  name: 'earn',
  app,
  routes: ROUTES,
  route: '/earn-points',
  heading: 'Earn Points',
  sampleAnswers: { '/s1/activity': { httpCode: 200, data: { content: activities, metaData: { totalRecs: 2 } } } },
});
