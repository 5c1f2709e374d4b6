import { matchPath } from 'react-router-dom';
import { REMOTE_NAMES, type RemoteName } from './remotes';
import type { PageHeadings } from './pageHeading';
import type { RouteCall } from './routeCall';

export { REMOTE_NAMES, type RemoteName };
// Types only: the build checks a heading with isPageHeadings, which the browser never runs.
export type { PageHeading, PageHeadings } from './pageHeading';
export { isRouteCall, type RouteCall } from './routeCall';

/** Who may open a route: anyone, or only a signed-in member (a visitor is sent to /login?route=…). */
export type RouteAccess = 'public' | 'member';

/**
 * One route as its owner declares it. A remote declares its own in `src/routes.ts`; the build
 * publishes them as `routes.json` beside its mf-manifest.json and /federation.json carries them to
 * the shell (see docs/architecture.md, Federation).
 */
export interface RouteDeclaration {
  path: string;
  access: RouteAccess;
  /** False for full-screen routes shown without header, footer and tier bar. */
  layout: boolean;
  /** The calls its page makes first, when they need nothing the route's address or the member chooses. */
  calls?: readonly RouteCall[];
  /**
   * A route with the layout, no parameters and a page that opens with a title and lead whoever reads it:
   * those words in every language. The servers write them into the shell's page for that path, so the
   * first paint holds them (docs/decisions.md, 84); a member route's only with the member cookie, into
   * the member frame's page (92).
   */
  heading?: PageHeadings;
  /** How the page sets its heading, where not as the kit's TitledPage: in the brand's banner (decision 92). */
  headingLook?: 'banner';
}

/** The shell's own pages; any other path that no remote declares shows the shell's 404 page. */
export const SHELL_ROUTES: readonly RouteDeclaration[] = [
  { path: '/', access: 'public', layout: true },
  { path: '/about-us', access: 'public', layout: true },
  { path: '/contact-us', access: 'public', layout: true },
  { path: '/private-policy', access: 'public', layout: true },
  { path: '/exciting-changes', access: 'member', layout: true },
  { path: '/program-perks', access: 'member', layout: true },
  { path: '/logout', access: 'public', layout: true },
  { path: '/upcoming', access: 'public', layout: false },
  { path: '/expired', access: 'public', layout: false },
  { path: '/maintenance', access: 'public', layout: false },
];

const matchesRoute = (route: RouteDeclaration, pathname: string): boolean =>
  matchPath({ path: route.path, end: true }, pathname) !== null;

/** Every route of the page: each remote's (as /federation.json gives them) and the shell's. */
export interface RouteTable {
  /** The remote that serves a path, or null when the shell serves it (its pages or the 404). */
  ownerOf: (pathname: string) => RemoteName | null;
  /** A path that sends a visitor to /login; unknown paths are public (they show the 404 page). */
  isMemberOnly: (pathname: string) => boolean;
  hasLayout: (pathname: string) => boolean;
  /** The calls the route's page makes first, as its owner declares them. */
  callsOf: (pathname: string) => readonly RouteCall[];
}

export function routeTable(remoteRoutes: Partial<Record<RemoteName, readonly RouteDeclaration[]>>): RouteTable {
  const owned = [
    ...REMOTE_NAMES.flatMap((owner) => (remoteRoutes[owner] ?? []).map((route) => ({ ...route, owner }))),
    ...SHELL_ROUTES.map((route) => ({ ...route, owner: null })),
  ];
  const find = (pathname: string) => owned.find((route) => matchesRoute(route, pathname));
  return {
    ownerOf: (pathname) => find(pathname)?.owner ?? null,
    isMemberOnly: (pathname) => find(pathname)?.access === 'member',
    hasLayout: (pathname) => find(pathname)?.layout ?? true,
    callsOf: (pathname) => find(pathname)?.calls ?? [],
  };
}
