/** The field rules and their messages: plain data and functions, importable by the API without React. */
export * from './rules';
export { validationTranslations, VALIDATION_NAMESPACE, type ValidationKey } from './messages';
