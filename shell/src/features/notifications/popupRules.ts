import type { CampaignConfig, PortalNotification } from '@portal/kit';

type NotificationUI = CampaignConfig['notificationUI'];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Which popup notifications may open now (campaign notificationUI): unread popups no older than
 * maxAllowDays; with isRouteBased, only on the page named by their route (a popup without a route
 * shows anywhere). Oldest first, so they read in the order they were sent.
 */
export function eligiblePopups(
  items: readonly PortalNotification[],
  ui: NotificationUI,
  pathname: string,
  now: number = Date.now(),
): PortalNotification[] {
  const oldest = now - ui.maxAllowDays * DAY_MS;
  return items
    .filter((item) => item.type === 'popup' && !item.isRead)
    .filter((item) => Date.parse(item.createdAt) >= oldest)
    .filter((item) => !ui.isRouteBased || !item.route || item.route === pathname)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}
