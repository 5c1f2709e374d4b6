/**
 * @portal/kit — the stateless shared code: UI kit, field rules and messages, API contract types.
 * It holds no state and never imports @portal/shared, so it is shared without being a singleton:
 * a remote built against a newer kit loads that kit beside the shell's (see docs/architecture.md, Federation).
 */
export * from './contracts';
export * from './validation';
export { useValidationMessage } from './validation/useValidationMessage';
export { theme, type PortalTheme } from './ui/theme';
export { GlobalStyle } from './ui/GlobalStyle';
export { Button, Card, PageSection, PageTitle, TitledPage, VisuallyHidden } from './ui/primitives';
export { Spinner } from './ui/Spinner';
export { Modal } from './ui/Modal';
export { UnavailablePanel } from './ui/UnavailablePanel';
export { ErrorBoundary } from './ui/ErrorBoundary';
export { SafeHtml, sanitizeHtml, loadSanitizer, useSanitizerReady } from './ui/SafeHtml';
export { defineTranslations, type SameKeys, type TranslationSet, type TranslationTree } from './i18n/define';
export * from './forms';
