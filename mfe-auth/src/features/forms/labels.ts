import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FORMS_NS, formsTranslations } from './translations';

export type FieldName = keyof typeof formsTranslations.en.fields;
export type GenderChoice = keyof typeof formsTranslations.en.gender;

/** The label of a member field in the current language. */
export function useFieldLabel(): (field: FieldName) => string {
  const { t } = useTranslation(FORMS_NS);
  return useCallback((field: FieldName) => t(`fields.${field}`), [t]);
}

/** The gender choices a form offers, in the current language, for a SelectField. */
export function useGenderOptions(choices: readonly GenderChoice[]): { value: GenderChoice; label: string }[] {
  const { t } = useTranslation(FORMS_NS);
  return choices.map((value) => ({ value, label: t(`gender.${value}`) }));
}
