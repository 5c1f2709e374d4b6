import path from 'node:path';
import { remoteContract } from '@portal/shared/build/remote-contract';
import * as app from './app';

remoteContract({ dir: path.join(__dirname, '..'), name: 'support', app, route: '/help-desk', heading: 'Help Desk' });
