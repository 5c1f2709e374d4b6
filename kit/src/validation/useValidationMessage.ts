import { useCallback } from 'react';
import { useKitTranslation } from '../i18n/useKitTranslation';
import { VALIDATION_NAMESPACE, validationTranslations } from './messages';
import type { FieldError } from './rules';

/** Turns a FieldError into the message in the current language. */
export function useValidationMessage(): (error: FieldError | null | undefined) => string | undefined {
  const { t } = useKitTranslation(VALIDATION_NAMESPACE, validationTranslations);
  return useCallback((error) => (error ? t(error.key, error.values ?? {}) : undefined), [t]);
}
