import { createReactApp } from '@portal/shared';
import { SupportApp } from './SupportApp';
import { translations } from './features/pages/translations';

/** What the shell mounts: single-spa lifecycles of this remote (exposed as `./app`). */
export const { bootstrap, mount, unmount } = createReactApp({ name: 'support', translations, App: SupportApp });
