import { type Language, resolveLanguage } from '@portal/shared/i18n/language';
import { validationTranslations, withFieldWord } from '@portal/kit/validation/messages';
import type { ValidationKey } from '@portal/kit/validation/messages';
import { type ApiMessageCode, type ApiMessages, en } from './en';
import { es } from './es';
import { fr } from './fr';

/**
 * A stable message code: one of the API's own (en.ts) or a field rule of the shared validation
 * rules ("validation.notEmpty"), whose wording the browser's forms show too.
 */
export type MessageCode = ApiMessageCode | `validation.${ValidationKey}`;
export type MessageValues = Record<string, string | number>;
export type { Language };

const CATALOGUES: Record<Language, ApiMessages> = { en, fr, es };
const VALIDATION_PREFIX = 'validation.';

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

const interpolate = (template: string, values: MessageValues = {}): string =>
  template.replace(PLACEHOLDER, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));

/** The message of a code in a language, its {{placeholders}} filled from values. */
export function translate(code: MessageCode, language: Language, values?: MessageValues): string {
  if (code.startsWith(VALIDATION_PREFIX)) {
    const key = code.slice(VALIDATION_PREFIX.length) as ValidationKey;
    return interpolate(validationTranslations[language][key], values && withFieldWord(values, language));
  }
  return interpolate(CATALOGUES[language][code as ApiMessageCode], values);
}

/** The answer language of a request: the browser's rule applied to Accept-Language's first entry. */
export function requestLanguage(acceptLanguage: string | undefined): Language {
  return resolveLanguage(acceptLanguage?.split(',')[0]);
}

/** A message in the language of the request it answers. */
export const messageFor = (
  request: { headers: Record<string, string | string[] | undefined> },
  code: MessageCode,
  values?: MessageValues,
): string => translate(code, requestLanguage(String(request.headers['accept-language'] ?? '')), values);
