export * from './rules';
export { validationTranslations, VALIDATION_NAMESPACE, type ValidationKey } from './messages';
export { useValidationMessage } from './useValidationMessage';
