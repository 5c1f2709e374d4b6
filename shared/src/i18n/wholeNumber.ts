import type { Language } from './language';

/**
 * How Intl.NumberFormat groups the digits of a whole number in each interface language (CLDR):
 * Spanish leaves four-digit numbers whole ("1234", "12.345").
 */
const GROUPING: Record<Language, { separator: string; fromDigits: number }> = {
  en: { separator: ',', fromDigits: 4 },
  fr: { separator: '\u202f', fromDigits: 4 },
  es: { separator: '.', fromDigits: 5 },
};

const isLanguage = (language: string | undefined): language is Language =>
  language !== undefined && Object.hasOwn(GROUPING, language);

/**
 * The `number` format of the portal's strings ("{{points, number}}"), as Intl.NumberFormat writes it,
 * without Intl for the whole numbers every member page shows: a page's first Intl number or date
 * format loads the browser's locale data, 20–40 ms of main thread on a desktop, four times that on a
 * phone (docs/decisions.md, 67). Anything else (fractions, other languages) goes to Intl.
 */
export function formatNumber(value: unknown, language: string | undefined): string {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || !isLanguage(language)) {
    return new Intl.NumberFormat(language).format(value as number);
  }
  const { separator, fromDigits } = GROUPING[language];
  const digits = String(Math.abs(value));
  const grouped = digits.length < fromDigits ? digits : digits.replace(/\B(?=(\d{3})+$)/g, separator);
  return value < 0 || Object.is(value, -0) ? `-${grouped}` : grouped;
}
