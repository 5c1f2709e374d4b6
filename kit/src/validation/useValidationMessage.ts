import { useCallback } from 'react';
import { useKitTranslation } from '../i18n/useKitTranslation';
import { VALIDATION_NAMESPACE, validationTranslations, withFieldWord } from './messages';
import type { FieldError } from './rules';

/** Turns a FieldError into the message in the current language. */
export function useValidationMessage(): (error: FieldError | null | undefined) => string | undefined {
  const { t, i18n } = useKitTranslation(VALIDATION_NAMESPACE, validationTranslations);
  const { language } = i18n;
  return useCallback(
    (error) => (error ? t(error.key, withFieldWord(error.values ?? {}, language)) : undefined),
    [t, language],
  );
}
