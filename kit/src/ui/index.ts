/**
 * @portal/kit/ui — the UI kit without the form kit: what the shell's first paint needs. The shell and
 * the session module import it by this path, which the federation does not share, so a visitor's
 * first page bundles only these parts and the whole kit (forms, address search, validation) loads
 * with the first remote that asks for `@portal/kit` (see docs/decisions.md, First-load JavaScript).
 */
export { theme, type PortalTheme } from './theme';
export { GlobalStyle } from './GlobalStyle';
export {
  BusyButton,
  Button,
  Card,
  PageSection,
  PageTitle,
  TitledPage,
  VisuallyHidden,
  stackedRowsOnPhone,
} from './primitives';
export { CardGrid, Tile, TileBody, TileGrid, TilePicture, TileText, tileCover, listImageLoading } from './tile';
export { Spinner } from './Spinner';
export { Modal, trapTab } from './Modal';
export { UnavailablePanel } from './UnavailablePanel';
export { LoadFailed } from './LoadFailed';
export { Pager, pageOf } from './Pager';
export { ViewMore, type ViewMoreProps, useFocusOnNewItems } from './ViewMore';
export { ErrorBoundary } from './ErrorBoundary';
export { LocalTime, type LocalTimeProps } from './LocalTime';
export { SafeHtml, sanitizeHtml, loadSanitizer, provideSanitizer, useSanitizerReady, type Sanitizer } from './SafeHtml';
export { defineTranslations, type SameKeys, type TranslationSet, type TranslationTree } from '../i18n/define';
