import { useCallback } from 'react';
import { useKitTranslation } from '../i18n/useKitTranslation';
import { FORMS_NS, formsTranslations } from './translations';

export type FieldName = keyof typeof formsTranslations.en.fields;
export type GenderChoice = keyof typeof formsTranslations.en.gender;

/** The form kit's strings, brought into the page's i18n instance the first time a form needs them. */
export const useFormsTranslation = () => useKitTranslation(FORMS_NS, formsTranslations);

/** The label of a member field in the current language. */
export function useFieldLabel(): (field: FieldName) => string {
  const { t } = useFormsTranslation();
  return useCallback((field: FieldName) => t(`fields.${field}`), [t]);
}

/** The gender choices a form offers, in the current language, for a SelectField. */
export function useGenderOptions(choices: readonly GenderChoice[]): { value: GenderChoice; label: string }[] {
  const { t } = useFormsTranslation();
  return choices.map((value) => ({ value, label: t(`gender.${value}`) }));
}
