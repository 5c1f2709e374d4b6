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
