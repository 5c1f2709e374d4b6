/**
 * @portal/shared — the session module: what must exist once per page. Every app imports it from
 * this entry, so Module Federation shares it as one singleton: one store, one API client, one i18n
 * instance, one router, one toast queue. Stateless code (UI kit, rules, contract types) is in @portal/kit.
 */
export {
  SUPPORTED_LANGUAGES,
  DEFAULT_LANGUAGE,
  resolveLanguage,
  browserLanguage,
  type Language,
} from './i18n/language';
export {
  i18n,
  registerTranslations,
  lazyTranslations,
  switchLanguage,
  translationsReady,
  type Translations,
  type LazyTranslations,
  type OtherLanguage,
} from './i18n/i18n';
export { useSession, isLoggedIn, SESSION_STORAGE_KEY } from './session/store';
export { refreshPointBalance, POINT_BALANCE_PATH } from './session/balance';
export { recordStreakVisit, STREAK_VISIT_PATH } from './session/streak';
export { endSession, LOGOUT_PATH } from './session/endSession';
export { useKeptDraft, useDraftOnSessionEnd } from './session/drafts';
export type { SessionState, SessionUser, SessionTokens, VideoPlayStatus } from './session/types';
export { tierFromAccessToken } from './session/jwt';
export { announceNotificationsChanged, onNotificationsChanged } from './notifications/changed';
export { apiCall, apiFile, isSuccess } from './api/client';
export { outageKey, type OutageKey } from './api/outage';
export { knownRouteAnswer, startRouteCalls } from './api/routeCalls';
export type { ApiRequest, FileAnswer } from './api/transport';
export { loadAxios } from './api/transport';
export { API_PREFIX } from './api/address';
export { REFRESH_PATH } from './api/refresh';
export { useCampaign, loadCampaign, loadTiers, fetchCampaignConfig, CAMPAIGN_CONFIG_PATH } from './campaign/store';
export * from './federation/routes';
export { createReactApp, type ReactAppOptions } from './federation/createReactApp';
export { AppRoot, type AppRootProps } from './federation/AppRoot';
export { dropFirstScreen, takeFirstScreen } from './federation/pageFirstScreen';
export { remoteAreaId } from './federation/firstScreenMarks';
export { Toaster } from './ui/Toaster';
export { toast, useToasts, TOAST_MS, type Toast, type ToastKind } from './ui/toast';
export * from './routing';
export { useChoiceQuery, usePageQuery, useShownPagesQuery } from './pageQuery';
export { TitledRoutes, type TitledRoute } from './ui/TitledRoutes';
export { RoutePages, lazyPage, type PageRoute } from './ui/RoutePages';
export {
  RemoteWidget,
  loadWidget,
  provideWidgetLoader,
  type RemoteWidgetProps,
  type Widget,
  type WidgetLoader,
} from './federation/widgets';
