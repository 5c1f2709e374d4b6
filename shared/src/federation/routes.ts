import { matchPath } from 'react-router-dom';
import { REMOTE_NAMES, type RemoteName } from './remotes';

export { REMOTE_NAMES, type RemoteName };

/** Route ownership (ARCHITECTURE.md §2): which remote's single-spa application serves a path. */
export const REMOTE_ROUTES: Record<RemoteName, readonly string[]> = {
  auth: ['/login', '/signup', '/forget-password', '/reset-password', '/confirm-account', '/update-profile', '/registration-survey'],
  earn: [
    '/earn-points',
    '/earn-points/*',
    '/earn-points-action-preview/:id',
    '/points-history',
    '/upload-receipt',
    '/eligible-product',
    '/static/thank-you-quiz',
  ],
  rewards: ['/rewards', '/reward-preview/*', '/my-rewards', '/download/activity-sheet/:id/:filename'],
  contest: ['/contest', '/contest/:id', '/contestx/:id'],
  support: ['/help-desk', '/help-desk/:id', '/support', '/faq'],
};

/** Screens shown without header, footer and tier bar. */
export const NO_LAYOUT_ROUTES = ['/upcoming', '/expired', '/maintenance', '/contestx/:id'] as const;

/** Routes an anonymous visitor may open; every other route owned by a remote needs a member. */
export const PUBLIC_ROUTES = [
  '/',
  '/login',
  '/signup',
  '/forget-password',
  '/reset-password',
  '/confirm-account',
  '/about-us',
  '/contact-us',
  '/private-policy',
  '/static/thank-you-quiz',
  '/contestx/:id',
  '/upcoming',
  '/expired',
  '/maintenance',
] as const;

export const matchesAny = (patterns: readonly string[], pathname: string): boolean =>
  patterns.some((path) => matchPath({ path, end: true }, pathname) !== null);

/** The remote that owns a path, or null when the shell serves it (its pages or the 404). */
export function remoteForPath(pathname: string): RemoteName | null {
  return REMOTE_NAMES.find((name) => matchesAny(REMOTE_ROUTES[name], pathname)) ?? null;
}

export const hasLayout = (pathname: string): boolean => !matchesAny(NO_LAYOUT_ROUTES, pathname);

/** The shell's own pages that need a member (spec part 2 §2, protected routes). */
const PROTECTED_SHELL_ROUTES = ['/program-perks', '/exciting-changes'] as const;

/** A path that sends an anonymous visitor to /login?route=…; unknown paths are not (they show 404). */
export const isProtectedPath = (pathname: string): boolean =>
  !matchesAny(PUBLIC_ROUTES, pathname) &&
  (remoteForPath(pathname) !== null || matchesAny(PROTECTED_SHELL_ROUTES, pathname));
