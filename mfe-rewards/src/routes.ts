import type { RouteDeclaration } from '@portal/shared';

/**
 * The routes this remote owns, who may open them, whether they show the portal's layout, and the
 * page each one shows: the one declaration its router renders and the shell's guards read (the
 * build publishes it as routes.json; see docs/architecture.md, Federation). Type imports only:
 * the build reads this file on its own.
 */
export const ROUTES = [
  { path: '/rewards', access: 'member', layout: true, page: 'rewards' },
  { path: '/reward-preview/*', access: 'member', layout: true, page: 'rewardPreview' },
  { path: '/my-rewards', access: 'member', layout: true, page: 'myRewards' },
  { path: '/download/activity-sheet/:id/:filename', access: 'member', layout: true, page: 'download' },
] as const satisfies readonly (RouteDeclaration & { page: string })[];
