import type { Language } from '../../platform/messages';
import { inLanguage } from '../activity';

export type Translation = 'fr' | 'es';
export const TRANSLATIONS: readonly Translation[] = ['fr', 'es'];

/**
 * A reward's translations (column reward.texts, migration 0620). The English name and description
 * are `item_name` and `item_description`, the text orders copy; each translation is optional.
 */
export interface RewardTexts {
  name?: Partial<Record<Translation, string>>;
  description?: Partial<Record<Translation, string>>;
}

/** A reward's name and description in one language. */
export interface RewardText {
  itemName: string;
  itemDescription: string;
}

/** What members read in `language`: each missing translation falls back to the English text. */
export function rewardText(english: RewardText, texts: RewardTexts, language: Language): RewardText {
  return {
    itemName: inLanguage({ ...texts.name, en: english.itemName }, language),
    itemDescription: inLanguage({ ...texts.description, en: english.itemDescription }, language),
  };
}

/** The texts after setting `change` in `language`; an empty value removes that translation. */
export function changedTexts(texts: RewardTexts, language: Translation, change: Partial<RewardText>): RewardTexts {
  const next: RewardTexts = { name: { ...texts.name }, description: { ...texts.description } };
  const set = (field: 'name' | 'description', value: string | undefined) => {
    if (value === undefined) return;
    if (value.trim() === '') delete next[field]![language];
    else next[field]![language] = value.trim();
  };
  set('name', change.itemName);
  set('description', change.itemDescription);
  for (const field of ['name', 'description'] as const) if (Object.keys(next[field]!).length === 0) delete next[field];
  return next;
}
