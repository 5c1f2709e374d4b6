import type { Language } from '../../platform/messages';
import { type NameTranslations, translated } from '../../platform/translations';

/**
 * A reward's translations (column reward.texts, migration 0520). The English name and description
 * are `item_name` and `item_description`, the text orders copy; each translation is optional.
 */
export type RewardTexts = NameTranslations;

/** A reward's name and description in one language. */
export interface RewardText {
  itemName: string;
  itemDescription: string;
}

/** What members read in `language`: each missing translation falls back to the English text. */
export function rewardText(english: RewardText, texts: RewardTexts, language: Language): RewardText {
  const { name, description } = translated(
    { name: english.itemName, description: english.itemDescription },
    texts,
    language,
  );
  return { itemName: name, itemDescription: description };
}
