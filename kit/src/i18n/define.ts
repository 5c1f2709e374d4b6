/** A namespace's strings: nested objects whose leaves are the texts. */
export interface TranslationTree {
  readonly [key: string]: string | TranslationTree;
}

/** Exactly the keys of T, at every depth, each leaf any text: what a translation of T must have. */
export type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

/**
 * A namespace in every interface language (en, fr, es), English being the reference the others must
 * match. The kit spells the languages out: it never imports @portal/shared, which owns the language list.
 */
export type TranslationSet<En extends TranslationTree> = {
  en: En;
  fr: SameKeys<En>;
  es: SameKeys<En>;
};

/**
 * Declares a namespace's strings. English gives the keys; French and Spanish must have exactly those
 * keys, deeply (a missing or extra key fails the type check), so no member meets a missing string.
 */
export function defineTranslations<En extends TranslationTree>(set: {
  en: En;
  fr: NoInfer<SameKeys<En>>;
  es: NoInfer<SameKeys<En>>;
}): TranslationSet<En> {
  return set;
}
