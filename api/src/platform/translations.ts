import type { Language } from './messages';

/**
 * Text the campaign writes per language (docs/product/earning.md, Languages): English is required,
 * French and Spanish are optional and fall back to English, so a missing translation never shows
 * an empty card.
 */
export type LocalizedText = { en: string } & Partial<Record<Translation, string>>;

/** The languages a text may be translated into; English is the text itself. */
export type Translation = Exclude<Language, 'en'>;
export const TRANSLATIONS: readonly Translation[] = ['fr', 'es'];

/** The text in `language`, else the English one (an empty translation counts as missing). */
export const inLanguage = (text: LocalizedText, language: Language): string => text[language] || text.en;

/** A name and a description, as rewards and contests have them. */
export interface NameAndDescription {
  name: string;
  description: string;
}

/**
 * The French and Spanish name and description of a row whose English ones are its own columns
 * (reward.texts, contest.texts): each translation optional.
 */
export interface NameTranslations {
  name?: Partial<Record<Translation, string>>;
  description?: Partial<Record<Translation, string>>;
}

/** What members read in `language`: each missing translation falls back to the English text. */
export function translated(
  english: NameAndDescription,
  texts: NameTranslations,
  language: Language,
): NameAndDescription {
  return {
    name: inLanguage({ ...texts.name, en: english.name }, language),
    description: inLanguage({ ...texts.description, en: english.description }, language),
  };
}

/** The translations after setting `change` in `language`; an empty value removes that translation. */
export function changedTranslations(
  texts: NameTranslations,
  language: Translation,
  change: Partial<NameAndDescription>,
): NameTranslations {
  const next: NameTranslations = {};
  for (const field of ['name', 'description'] as const) {
    const entry = { ...texts[field] };
    const value = change[field];
    if (value !== undefined && value.trim() === '') delete entry[language];
    else if (value !== undefined) entry[language] = value.trim();
    if (Object.keys(entry).length > 0) next[field] = entry;
  }
  return next;
}

/** The language an operator names with --lang, when it is one a text may be translated into. */
export const translationOf = (language: string | undefined): Translation | undefined =>
  TRANSLATIONS.find((candidate) => candidate === language);
