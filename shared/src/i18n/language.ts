/** Interface languages (spec part 1 §1). */
export const SUPPORTED_LANGUAGES = ['en', 'fr', 'es'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The language rule: en-GB → en, fr-CA → fr, es → es, anything unknown → en. */
export function resolveLanguage(locale: string | null | undefined): Language {
  const base = (locale ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(base) ? (base as Language) : DEFAULT_LANGUAGE;
}

/** The browser's preferred locale, resolved by the rule above. */
export function browserLanguage(): Language {
  if (typeof navigator === 'undefined') return DEFAULT_LANGUAGE;
  return resolveLanguage(navigator.languages?.[0] ?? navigator.language);
}
