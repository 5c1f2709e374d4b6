import type { RouteDeclaration } from '@portal/shared';

/**
 * The routes this remote owns, who may open them, whether they show the portal's layout, and the
 * page each one shows: the one declaration its router renders and the shell's guards read (the
 * build publishes it as routes.json; see docs/architecture.md, Federation). Type imports only:
 * the build reads this file on its own.
 */
export const ROUTES = [
  { path: '/help-desk', access: 'member', layout: true, page: 'helpDesk' },
  { path: '/help-desk/:id', access: 'member', layout: true, page: 'ticket' },
  { path: '/support', access: 'member', layout: true, page: 'support' },
  { path: '/faq', access: 'member', layout: true, page: 'faq' },
] as const satisfies readonly (RouteDeclaration & { page: string })[];
