import { createReactApp } from '@portal/shared';
import { EarnApp } from './EarnApp';
import { translations } from './features/pages/translations';

/** What the shell mounts: single-spa lifecycles of this remote (exposed as `./app`). */
export const { bootstrap, mount, unmount } = createReactApp({ name: 'earn', translations, App: EarnApp });
