import { createReactApp } from '@portal/shared';
import { EarnApp } from './EarnApp';

/** What the shell mounts: single-spa lifecycles of this remote (exposed as `./app`). Features register their strings. */
export const { bootstrap, mount, unmount } = createReactApp({ name: 'earn', App: EarnApp });
