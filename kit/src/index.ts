/**
 * @portal/kit — the stateless shared code: UI kit, field rules and messages, API contract types.
 * It holds no state and never imports @portal/shared, so it is shared without being a singleton:
 * a remote built against a newer kit loads that kit beside an older one (see docs/architecture.md, Federation).
 * The shell bundles only `@portal/kit/ui` (./ui/index.ts) and shares no kit.
 */
export * from './contracts';
export * from './validation';
export { useValidationMessage } from './validation/useValidationMessage';
export * from './ui';
export * from './forms';
export {
  RESTORED_PAGES_MAX,
  usePagedList,
  type ListPage,
  type PagedList,
  type PagedListOptions,
} from './data/usePagedList';
export { useApiResource, type ApiResource, type ResourceStatus } from './data/useApiResource';
