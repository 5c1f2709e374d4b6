import path from 'node:path';
import { remoteContract } from '@portal/shared/build/remote-contract';
import * as app from './app';
import { ROUTES } from './routes';

remoteContract({
  dir: path.join(__dirname, '..'),
  name: 'auth',
  app,
  routes: ROUTES,
  route: '/login',
  heading: 'Login',
  queries: { '/confirm-account': '?token=sample' },
});
