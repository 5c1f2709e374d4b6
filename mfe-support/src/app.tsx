import { createReactApp } from '@portal/shared';
import './strings';
import { SupportApp } from './SupportApp';

/** What the shell mounts: single-spa lifecycles of this remote (exposed as `./app`). */
export const { bootstrap, mount, unmount } = createReactApp({ name: 'support', App: SupportApp });
