import type { RouteDeclaration } from '@portal/shared';
import { FAQ_HEADING, SUPPORT_HEADING } from './features/faq/heading';
import { HELP_DESK_HEADING } from './features/help-desk/heading';

/**
 * The routes this remote owns, who may open them, whether they show the portal's layout, the page
 * each one shows and the calls a page makes first (the shell starts them beside the remote's entry,
 * docs/decisions.md 80): the one declaration its router renders and the shell's guards read (the
 * build publishes it as routes.json; see docs/architecture.md, Federation). It imports types and its pages' headings (words
 * only, the servers write them into a member's page, 92), so the build reads this file on its own.
 */
export const ROUTES = [
  {
    path: '/help-desk',
    access: 'member',
    layout: true,
    page: 'helpDesk',
    heading: HELP_DESK_HEADING,
    calls: [{ url: '/s1/support/ticket', params: { page: 0, limit: 5000 } }],
  },
  { path: '/help-desk/:id', access: 'member', layout: true, page: 'ticket' },
  { path: '/support', access: 'member', layout: true, page: 'support', heading: SUPPORT_HEADING },
  { path: '/faq', access: 'member', layout: true, page: 'faq', heading: FAQ_HEADING },
] as const satisfies readonly (RouteDeclaration & { page: string })[];
