import path from 'node:path';
import { remoteContract } from '@portal/shared/build/remote-contract';
import * as app from './app';

remoteContract({ dir: path.join(__dirname, '..'), name: 'auth', app, route: '/login', heading: 'Login' });
