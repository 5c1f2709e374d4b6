import path from 'node:path';
import type { ContestSummary } from '@portal/kit';
import { remoteContract } from '@portal/shared/build/remote-contract';
import * as app from './app';
import { ROUTES } from './routes';

const contest = (n: number, cardHeaderImage: string): ContestSummary => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Wheel ${n}`,
  description: `Description ${n}`,
  cardHeaderImage,
  pointRequired: 10,
  actionType: 'spin',
});
const contests = [contest(1, '/api/s1/activity/images/first.svg'), contest(2, '/api/s1/activity/images/second.svg')];

remoteContract({
  dir: path.join(__dirname, '..'),
  name: 'contest',
  app,
  routes: ROUTES,
  route: '/contest',
  heading: 'Contest',
  sampleAnswers: { '/s1/contest': { httpCode: 200, data: { content: contests, metaData: { totalRecs: 2 } } } },
});
