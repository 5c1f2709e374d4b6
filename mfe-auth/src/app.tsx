import { createReactApp } from '@portal/shared';
import { AuthApp } from './AuthApp';

/** What the shell mounts: single-spa lifecycles of this remote (exposed as `./app`). */
export const { bootstrap, mount, unmount } = createReactApp({ name: 'auth', App: AuthApp });
