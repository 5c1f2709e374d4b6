import { i18n, lazyTranslations, registerTranslations, switchLanguage, translationsReady } from './i18n';

const en = { greeting: 'Hello' };

/** A lazy namespace whose French and Spanish loads are counted. */
function countedNamespace(namespace: string) {
  const loads: string[] = [];
  registerTranslations(
    namespace,
    lazyTranslations(en, async (language) => {
      loads.push(language);
      return { default: { greeting: language === 'fr' ? 'Bonjour' : 'Hola' } };
    }),
  );
  return loads;
}

afterEach(() => switchLanguage('en'));

describe('lazy translations', () => {
  it('fetch nothing for an English page', async () => {
    const loads = countedNamespace('lazy-en');
    await translationsReady();
    expect(loads).toEqual([]);
    expect(i18n.t('greeting', { ns: 'lazy-en' })).toBe('Hello');
  });

  it('fetch only the page language, and switch once its strings are there', async () => {
    const loads = countedNamespace('lazy-fr');
    const switched = switchLanguage('fr');
    expect(i18n.language).toBe('en');
    await switched;
    expect(i18n.language).toBe('fr');
    expect(i18n.t('greeting', { ns: 'lazy-fr' })).toBe('Bonjour');
    expect(loads).toEqual(['fr']);
  });

  it('fetch a namespace registered on a page already in Spanish, once', async () => {
    await switchLanguage('es');
    const loads = countedNamespace('lazy-es');
    await translationsReady();
    expect(i18n.t('greeting', { ns: 'lazy-es' })).toBe('Hola');
    await switchLanguage('es');
    expect(loads).toEqual(['es']);
  });

  it('keep English when a language fails to load', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    registerTranslations(
      'lazy-broken',
      lazyTranslations(en, () => Promise.reject(new Error('chunk failed'))),
    );
    await switchLanguage('fr');
    expect(i18n.t('greeting', { ns: 'lazy-broken' })).toBe('Hello');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('adding strings', () => {
  const listeners: Array<(lng: string, ns: string) => void> = [];
  afterEach(() => listeners.splice(0).forEach((listener) => i18n.store.off('added', listener)));

  /** The namespaces whose 'added' event the renderers hear (react-i18next re-renders on it). */
  function announced(): string[] {
    const seen: string[] = [];
    const listener = (lng: string, ns: string) => void seen.push(`${lng}:${ns}`);
    listeners.push(listener);
    i18n.store.on('added', listener);
    return seen;
  }

  it('is silent for a namespace new to the page, which nothing has rendered yet', () => {
    const seen = announced();
    registerTranslations('new-ns', { en, fr: { greeting: 'Bonjour' }, es: { greeting: 'Hola' } });
    expect(seen).toEqual([]);
    expect(i18n.t('greeting', { ns: 'new-ns', lng: 'fr' })).toBe('Bonjour');
  });

  it('announces replaced strings and a language fetched later, so what shows them re-renders', async () => {
    registerTranslations('used-ns', { en, fr: en, es: en });
    const seen = announced();
    registerTranslations('used-ns', { en: { greeting: 'Hi' }, fr: en, es: en });
    countedNamespace('later-fr');
    await switchLanguage('fr');
    expect(seen).toEqual(expect.arrayContaining(['en:used-ns', 'fr:later-fr']));
    expect(seen).not.toContain('en:later-fr');
  });
});
