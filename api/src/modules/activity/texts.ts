import type { Language } from '../../platform/messages';
import type { Translation } from '../../platform/translations';

export { type LocalizedText, inLanguage } from '../../platform/translations';

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
export type ActivityTexts = { en: Omit<ActivityText, 'data'> } & Partial<Record<Translation, Partial<ActivityText>>>;

/** The title, description and data members read in `language`. */
export function activityText(texts: ActivityTexts, data: string, language: Language): Required<ActivityText> {
  const own = language === 'en' ? undefined : texts[language];
  return {
    title: own?.title || texts.en.title,
    description: own?.description || texts.en.description,
    data: own?.data || data,
  };
}
