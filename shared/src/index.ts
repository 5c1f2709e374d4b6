/**
 * @portal/shared — the session module. Every app imports only from this entry, so Module
 * Federation shares it as one singleton: one store, one API client, one i18n instance per page.
 */
export * from './contracts';
export { SUPPORTED_LANGUAGES, DEFAULT_LANGUAGE, resolveLanguage, browserLanguage, type Language } from './i18n/language';
export { i18n, registerTranslations, type Translations } from './i18n/i18n';
export { defineTranslations, type SameKeys, type TranslationSet, type TranslationTree } from './i18n/define';
export { useSession, isLoggedIn, SESSION_STORAGE_KEY } from './session/store';
export type { SessionState, SessionUser, SessionTokens, VideoPlayStatus } from './session/types';
export { tierFromAccessToken } from './session/jwt';
export { apiCall, isSuccess } from './api/client';
export { API_PREFIX, http } from './api/transport';
export { REFRESH_PATH } from './api/refresh';
export { useCampaign, loadCampaign, loadTiers, fetchCampaignConfig, CAMPAIGN_CONFIG_PATH } from './campaign/store';
export * from './federation/routes';
export { createReactApp, type ReactAppOptions } from './federation/createReactApp';
export { theme, type PortalTheme } from './ui/theme';
export { GlobalStyle } from './ui/GlobalStyle';
export { Button, Card, PageSection, PageTitle, TitledPage, VisuallyHidden } from './ui/primitives';
export { Spinner } from './ui/Spinner';
export { Modal } from './ui/Modal';
export { Toaster } from './ui/Toaster';
export { toast, useToasts, TOAST_MS, type Toast, type ToastKind } from './ui/toast';
export { UnavailablePanel } from './ui/UnavailablePanel';
export { ErrorBoundary } from './ui/ErrorBoundary';
export { SafeHtml, sanitizeHtml, loadSanitizer, useSanitizerReady } from './ui/SafeHtml';
export * from './validation';
export * from './routing';
export { TitledRoutes, type TitledRoute } from './ui/TitledRoutes';
