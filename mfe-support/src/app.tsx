import { createReactApp, registerTranslations } from '@portal/shared';
import { SupportApp } from './SupportApp';
import { HELP_DESK_NAMESPACE, helpDeskTranslations } from './features/help-desk/translations';

// The FAQ's and the contact form's strings come with their pages' chunks (docs/decisions.md, 140).
registerTranslations(HELP_DESK_NAMESPACE, helpDeskTranslations);

/** What the shell mounts: single-spa lifecycles of this remote (exposed as `./app`). */
export const { bootstrap, mount, unmount } = createReactApp({ name: 'support', App: SupportApp });
