import type { i18n as I18n } from 'i18next';
import { useContext } from 'react';
import { I18nContext, getI18n, useTranslation, type UseTranslationResponse } from 'react-i18next';
import type { TranslationTree } from './define';

/** A kit namespace's strings by language code (en, fr, es), as defineTranslations declares them. */
export type KitStrings = Record<string, TranslationTree>;

const registered = new WeakMap<I18n, Set<string>>();

/**
 * Adds a kit namespace to the page's one i18n instance (the one the app's provider gives, owned by
 * @portal/shared) the first time a kit component needs it. The kit never imports @portal/shared, so
 * a newer kit can load beside an older shell. Strings already there are kept: when two kit versions
 * share a page, the first keeps its wording and the newer one only adds its new keys.
 */
function ensureRegistered(i18n: I18n, namespace: string, strings: KitStrings): void {
  const namespaces = registered.get(i18n) ?? new Set<string>();
  registered.set(i18n, namespaces);
  if (namespaces.has(namespace)) return;
  // This runs while a component renders. Silent: the page's instance re-renders every bound
  // useTranslation on "added", which would update other components in the middle of this render;
  // none needs it, since only kit components read a kit namespace and each registers it first.
  for (const [language, bundle] of Object.entries(strings))
    i18n.addResourceBundle(language, namespace, bundle, true, false, { silent: true });
  namespaces.add(namespace);
}

/** useTranslation for a kit namespace whose strings ship with the kit. */
export function useKitTranslation(namespace: string, strings: KitStrings): UseTranslationResponse<string, undefined> {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  if (i18n) ensureRegistered(i18n, namespace, strings);
  return useTranslation(namespace);
}
