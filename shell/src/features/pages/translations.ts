import { lazyTranslations } from '@portal/shared';
import en from './translations.en';

/** English, bundled; French and Spanish are fetched only for a page in that language. */
export const pagesTranslations = lazyTranslations(en, (language) =>
  language === 'fr' ? import('./translations.fr') : import('./translations.es'),
);
