import type { SessionUser } from '@portal/shared';
import type { CampaignConfig } from '@portal/kit';

type DataLayerWindow = Window & { dataLayer?: object[] };

/** The tag-manager event pushed on clicks (docs/product/shell.md, Analytics). */
export interface ElementClickedEvent {
  event: 'element_clicked';
  userId: string | null;
  email: string | null;
  username: string | null;
  name: string | null;
  refId: string | null;
  refType: string | null;
  elementTag: string;
}

/** The ids the campaign configures; empty when analytics is off. */
export function analyticsIds(config: CampaignConfig | null): { gtmId?: string; gaId?: string } {
  if (!config) return {};
  const gtmId = config.gtmConfig.enabled && config.gtmConfig.gtmId ? config.gtmConfig.gtmId : undefined;
  return { ...(gtmId ? { gtmId } : {}), ...(config.googleAnalyticsId ? { gaId: config.googleAnalyticsId } : {}) };
}

const CLICKABLE =
  'a, button, [role="button"], [data-ref-type], input[type="submit"], input[type="checkbox"], input[type="radio"], summary';

/**
 * What was clicked: the nearest interactive element. refId/refType come from data-ref-id and
 * data-ref-type (cards mark the activity, reward or contest they show); elementTag is
 * data-element-tag, else the element's visible text, else its tag name.
 */
export function clickedEvent(target: EventTarget | null, user: SessionUser | null): ElementClickedEvent | null {
  const element = target instanceof Element ? target.closest<HTMLElement>(CLICKABLE) : null;
  if (!element) return null;
  const text = element.textContent?.replace(/\s+/g, ' ').trim().slice(0, 100);
  return {
    event: 'element_clicked',
    userId: user?.id ?? null,
    email: user?.email ?? null,
    username: user?.username ?? null,
    name: user?.name ?? null,
    refId: element.closest<HTMLElement>('[data-ref-id]')?.dataset.refId ?? null,
    refType: element.closest<HTMLElement>('[data-ref-type]')?.dataset.refType ?? null,
    elementTag: element.dataset.elementTag ?? (text || element.tagName.toLowerCase()),
  };
}

export function pushToDataLayer(event: object): void {
  const w = window as DataLayerWindow;
  (w.dataLayer ??= []).push(event);
}

/** gtag.js reads Arguments objects from the data layer, not arrays. */
function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  pushToDataLayer(arguments);
}

function addScript(id: string, src: string): void {
  if (document.getElementById(id)) return;
  const script = document.createElement('script');
  script.id = id;
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/** Loads Google Tag Manager and/or gtag.js for the configured ids; nothing at all without one. */
export function loadAnalyticsScripts({ gtmId, gaId }: { gtmId?: string; gaId?: string }): void {
  if (gtmId) {
    pushToDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript('portal-gtm', `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`);
  }
  if (gaId) {
    gtag('js', new Date());
    gtag('config', gaId);
    addScript('portal-ga', `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gaId)}`);
  }
}
