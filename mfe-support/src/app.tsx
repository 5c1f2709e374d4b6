import { createReactApp, registerTranslations } from '@portal/shared';
import { SupportApp } from './SupportApp';
import { FAQ_NAMESPACE, faqTranslations } from './features/faq/translations';
import { HELP_DESK_NAMESPACE, helpDeskTranslations } from './features/help-desk/translations';
import './features/contact-form/translations';

registerTranslations(HELP_DESK_NAMESPACE, helpDeskTranslations);
registerTranslations(FAQ_NAMESPACE, faqTranslations);

/** What the shell mounts: single-spa lifecycles of this remote (exposed as `./app`). */
export const { bootstrap, mount, unmount } = createReactApp({ name: 'support', App: SupportApp });
