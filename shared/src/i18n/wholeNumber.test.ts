import { i18n, registerTranslations } from './i18n';
import { SUPPORTED_LANGUAGES } from './language';
import { formatNumber } from './wholeNumber';

/** Every order of magnitude a balance or a count can reach, both signs, and the edges of grouping. */
const wholeNumbers = [0, -0, 7, 42, 999, 1000, 1234, 9999, 10_000, 12_345, 123_456, 1_234_567, 98_765_432_109]
  .flatMap((n) => [n, -n])
  .concat(Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER);

describe('formatNumber', () => {
  it.each(SUPPORTED_LANGUAGES)('writes whole numbers in %s exactly as Intl.NumberFormat does', (language) => {
    const intl = new Intl.NumberFormat(language);
    for (const n of wholeNumbers) expect(formatNumber(n, language)).toBe(intl.format(n));
  });

  it('leaves fractions, non-numbers and other languages to Intl', () => {
    expect(formatNumber(1234.5, 'fr')).toBe(new Intl.NumberFormat('fr').format(1234.5));
    expect(formatNumber(12_345, 'de')).toBe('12.345');
    expect(formatNumber(Number.NaN, 'en')).toBe('NaN');
    expect(formatNumber(2 ** 60, 'en')).toBe(new Intl.NumberFormat('en').format(2 ** 60));
  });

  it('is the number format of the portal’s strings, which then never construct an Intl.NumberFormat', () => {
    const intl = jest.spyOn(Intl, 'NumberFormat');
    registerTranslations('wholeNumber', {
      en: { balance: '{{points, number}} points' },
      fr: { balance: '{{points, number}} points' },
      es: { balance: '{{points, number}} puntos' },
    });
    expect(i18n.t('balance', { ns: 'wholeNumber', points: 12_345 })).toBe('12,345 points');
    expect(i18n.t('balance', { ns: 'wholeNumber', points: 12_345, lng: 'fr' })).toBe('12\u202f345 points');
    expect(i18n.t('balance', { ns: 'wholeNumber', points: 1234, lng: 'es' })).toBe('1234 puntos');
    expect(intl).not.toHaveBeenCalled();
    intl.mockRestore();
  });
});
