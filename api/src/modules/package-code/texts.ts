import type { Language } from '../../platform/messages';
import { type Translation, inLanguage } from '../../platform/translations';

/**
 * A product's translations (column product.texts, migration 0460). The English name and type are
 * `product_name` and `product_type`; each translation is optional.
 */
export interface ProductTexts {
  name?: Partial<Record<Translation, string>>;
  type?: Partial<Record<Translation, string>>;
}

/** A product's name and type in `language`: each missing translation falls back to the English text. */
export function productText(english: { name: string; type: string }, texts: ProductTexts, language: Language) {
  return {
    productName: inLanguage({ ...texts.name, en: english.name }, language),
    productType: inLanguage({ ...texts.type, en: english.type }, language),
  };
}
