/** Interface languages (docs/product/shell.md, Language). */
export const SUPPORTED_LANGUAGES = ['en', 'fr', 'es'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The language rule: en-GB → en, fr-CA → fr, es → es, anything unknown → en. */
export function resolveLanguage(locale: string | null | undefined): Language {
  const base = (locale ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(base) ? (base as Language) : DEFAULT_LANGUAGE;
}

/**
 * The browser's preferred locale, resolved by the rule above. Read through globalThis because the
 * API runs this file too (resolveLanguage), and it is compiled without the browser's types.
 */
export function browserLanguage(): Language {
  const { navigator } = globalThis as { navigator?: { languages?: readonly string[]; language?: string } };
  if (!navigator) return DEFAULT_LANGUAGE;
  return resolveLanguage(navigator.languages?.[0] ?? navigator.language);
}

/**
 * The language of a request's first Accept-Language entry, by the rule above: the language a server
 * writes a page in, as the browser's own first locale would choose it (nginx's $shell_language alike).
 */
export const requestLanguage = (acceptLanguage: string | undefined): Language =>
  resolveLanguage(acceptLanguage?.split(',')[0]?.split(';')[0]);
