import { createReactApp } from '@portal/shared';
import { AuthApp } from './AuthApp';
import { translations } from './translations';

/** What the shell mounts: single-spa lifecycles of this remote (exposed as `./app`). */
export const { bootstrap, mount, unmount } = createReactApp({ name: 'auth', translations, App: AuthApp });
