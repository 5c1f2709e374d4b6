import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { SameKeys, TranslationTree } from '@portal/kit/ui';
import { commonTranslations } from './common';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from './language';
import { formatNumber } from './wholeNumber';

export type Translations = Record<Language, Record<string, unknown>>;

/** A language other than English, whose strings a lazy namespace fetches only when it is the page's. */
export type OtherLanguage = Exclude<Language, 'en'>;

/**
 * A namespace whose English ships with the app (it is also every namespace's fallback) and whose
 * other languages are separate chunks, fetched only for a page in that language.
 */
export interface LazyTranslations {
  en: Record<string, unknown>;
  load: (language: OtherLanguage) => Promise<Record<string, unknown>>;
}

/**
 * One i18n instance per page: it lives in the singleton session module, and each app adds its
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
  // A lazy namespace's strings can arrive after a root rendered: adding them re-renders it.
  react: { bindI18nStore: 'added' },
});
i18n.services.formatter?.add('number', formatNumber);

/** The language the page is switching to or shows; lazy namespaces load their strings in it. */
let pageLanguage: Language = DEFAULT_LANGUAGE;
const loaders = new Map<string, LazyTranslations['load']>();
const loading = new Set<Promise<void>>();

/**
 * Declares a lazy namespace: English here, the other languages as modules of the same keys
 * (`export default {…} satisfies SameKeys<typeof en>`), e.g. `(lng) => import(`./translations.${lng}`)`.
 */
export function lazyTranslations<En extends TranslationTree>(
  en: En,
  load: (language: OtherLanguage) => Promise<{ default: SameKeys<En> }>,
): LazyTranslations {
  return { en, load: (language) => load(language).then((module) => module.default) };
}

/**
 * Adds a bundle. A namespace new to the page is added silently: nothing rendered uses it yet, and the
 * 'added' event would re-render every translated component of every root at once, synchronously
 * (react-i18next reads the store through useSyncExternalStore), and restart a root that is mounting in
 * a transition as one long synchronous render. Strings replacing or joining a namespace already in use
 * (a language fetched later) do announce themselves, so what shows them re-renders.
 */
function addBundle(language: Language, namespace: string, bundle: Record<string, unknown>): void {
  const silent = !i18n.hasResourceBundle(language, namespace);
  i18n.addResourceBundle(language, namespace, bundle, true, true, { silent });
}

/** Adds (or replaces) an app's namespace: every language at once, or English now and the page's language on demand. */
export function registerTranslations(namespace: string, translations: Translations | LazyTranslations): void {
  if (!('load' in translations)) {
    for (const lng of SUPPORTED_LANGUAGES) addBundle(lng, namespace, translations[lng]);
    return;
  }
  addBundle('en', namespace, translations.en);
  loaders.set(namespace, translations.load);
  void loadNamespace(namespace, pageLanguage);
}

/** Fetches one lazy namespace in one language, once (null: nothing to fetch); a failed fetch leaves English. */
function loadNamespace(namespace: string, language: Language): Promise<void> | null {
  const load = loaders.get(namespace);
  if (!load || language === 'en' || i18n.hasResourceBundle(language, namespace)) return null;
  const done = load(language).then(
    (bundle) => void i18n.addResourceBundle(language, namespace, bundle, true, true),
    (error: unknown) => console.warn(`The ${language} strings of "${namespace}" did not load; showing English.`, error),
  );
  loading.add(done);
  void done.finally(() => loading.delete(done));
  return done;
}

/**
 * Switches the page to `language` once every lazy namespace has its strings in it (no half-translated
 * frame); at once when they are all there already.
 */
export function switchLanguage(language: Language): Promise<void> {
  pageLanguage = language;
  const fetches = [...loaders.keys()].flatMap((namespace) => loadNamespace(namespace, language) ?? []);
  const apply = () => {
    if (pageLanguage === language && i18n.language !== language) void i18n.changeLanguage(language);
  };
  if (fetches.length === 0) {
    apply();
    return Promise.resolve();
  }
  return Promise.all(fetches).then(apply);
}

/** Resolves once every namespace registered so far has its strings in the page's language. */
export async function translationsReady(): Promise<void> {
  while (loading.size > 0) await Promise.all(loading);
}
