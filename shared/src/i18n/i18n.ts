import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { commonTranslations } from './common';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from './language';

export type Translations = Record<Language, Record<string, unknown>>;

/**
 * One i18next instance per page: it lives in the singleton session module, and each app adds its
 * own namespace with registerTranslations(), so one language switch reaches every React root.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  ns: ['common'],
  defaultNS: 'common',
  fallbackNS: 'common',
  resources: Object.fromEntries(SUPPORTED_LANGUAGES.map((lng) => [lng, { common: commonTranslations[lng] }])),
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** Adds (or replaces) an app's namespace in every language. */
export function registerTranslations(namespace: string, translations: Translations): void {
  for (const lng of SUPPORTED_LANGUAGES) {
    i18n.addResourceBundle(lng, namespace, translations[lng], true, true);
  }
}
