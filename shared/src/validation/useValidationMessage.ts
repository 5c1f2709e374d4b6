import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { registerTranslations } from '../i18n/i18n';
import { VALIDATION_NAMESPACE, validationTranslations } from './messages';
import type { FieldError } from './rules';

registerTranslations(VALIDATION_NAMESPACE, validationTranslations);

/** Turns a FieldError into the message in the current language. */
export function useValidationMessage(): (error: FieldError | null | undefined) => string | undefined {
  const { t } = useTranslation(VALIDATION_NAMESPACE);
  return useCallback((error) => (error ? t(error.key, error.values ?? {}) : undefined), [t]);
}
