import { lazyTranslations, registerTranslations } from '@portal/shared';
import en from './translations.en';

/** The home page's strings, in their own namespace so the page can move between apps unchanged. */
export const HOME_NAMESPACE = 'home';

/** English, bundled; French and Spanish are fetched only for a page in that language. */
export const homeTranslations = lazyTranslations(en, (language) =>
  language === 'fr' ? import('./translations.fr') : import('./translations.es'),
);

registerTranslations(HOME_NAMESPACE, homeTranslations);
