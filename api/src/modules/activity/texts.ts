import type { Language } from '../../platform/messages';

/**
 * Text the campaign writes per language (docs/product/earning.md, Languages): English is required,
 * French and Spanish are optional and fall back to English, so a missing translation never shows
 * an empty card.
 */
export type LocalizedText = { en: string } & Partial<Record<Exclude<Language, 'en'>, string>>;

/** The text in `language`, else the English one (an empty translation counts as missing). */
export const inLanguage = (text: LocalizedText, language: Language): string => text[language] || text.en;

/** What an activity shows in one language; `data` is the share text, or a PDF or video in that language. */
export interface ActivityText {
  title: string;
  description: string;
  data?: string;
}

/**
 * An activity's texts (column activity.texts): English title and description; French and Spanish
 * entries may give any field, and each missing field falls back to English (`data` to the activity's own).
 */
export type ActivityTexts = { en: Omit<ActivityText, 'data'> } & Partial<
  Record<Exclude<Language, 'en'>, Partial<ActivityText>>
>;

export const OTHER_LANGUAGES = ['fr', 'es'] as const satisfies readonly Exclude<Language, 'en'>[];

/** The title, description and data members read in `language`. */
export function activityText(texts: ActivityTexts, data: string, language: Language): Required<ActivityText> {
  const own = language === 'en' ? undefined : texts[language];
  return {
    title: own?.title || texts.en.title,
    description: own?.description || texts.en.description,
    data: own?.data || data,
  };
}

/** A title without its markup, as the points history names an activity's credit. */
export function plainTitle(title: string): string {
  return title
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
