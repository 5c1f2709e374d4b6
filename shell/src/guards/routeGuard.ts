import type { CampaignConfig } from '@portal/kit';
import type { RouteTable } from '@portal/shared';

export interface GuardContext {
  campaign: CampaignConfig | null;
  loggedIn: boolean;
  /** Every route of the page, the remotes' as they declare them (see shell/src/federation/routes.ts). */
  routes: RouteTable;
}

/** Menu targets of the old portal and where they live now (see docs/product/shell.md). */
export const LEGACY_REDIRECTS: Record<string, string> = {
  '/manage-account/point-history': '/points-history',
  '/manage-account/my-rewards': '/my-rewards',
  '/manage-account/settings': '/update-profile',
  '/manage-account/movies-anywhere': '/',
  '/eligible-movies': '/',
  '/extras': '/',
};

const STATE_SCREENS = ['/expired', '/upcoming', '/maintenance'];

function campaignScreen(campaign: CampaignConfig | null): string | null {
  if (!campaign || campaign.status !== 'active') return '/maintenance';
  if (campaign.campaignState === 'expired') return '/expired';
  if (campaign.campaignState === 'coming') return '/upcoming';
  return null;
}

/** Where a visitor who opens a member route is sent, the route kept in its query. */
export const LOGIN_PATH = '/login';

/**
 * Where a navigation to `url` must go instead, or null to let it through: a campaign that is not
 * live owns every route; its state screens send back home otherwise; protected routes need a member.
 */
export function guardRedirect(url: URL, { campaign, loggedIn, routes }: GuardContext): string | null {
  const path = url.pathname.replace(/(.)\/+$/, '$1');
  const screen = campaignScreen(campaign);
  if (screen) return path === screen ? null : screen;
  if (STATE_SCREENS.includes(path) && path !== '/maintenance') return '/';
  const legacy = LEGACY_REDIRECTS[path] ?? (path.startsWith('/manage-account/') ? '/' : undefined);
  if (legacy) return legacy;
  if (!loggedIn && routes.isMemberOnly(path)) return `${LOGIN_PATH}?route=${encodeURIComponent(path + url.search)}`;
  return null;
}
