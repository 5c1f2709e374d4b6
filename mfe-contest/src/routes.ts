import type { RouteDeclaration } from '@portal/shared';
import { CONTEST_LIST_HEADING } from './features/contest-list/heading';

/**
 * The routes this remote owns, who may open them, whether they show the portal's layout, the page
 * each one shows and the calls a page makes first (the shell starts them beside the remote's entry,
 * docs/decisions.md 80, and asks for the picture a call's answer names first, 88): the one
 * declaration its router renders and the shell's guards read (the build publishes it as
 * routes.json; see docs/architecture.md, Federation). It imports types and its pages' headings (words
 * only, the servers write them into a member's page, 92), so the build reads this file on its own.
 */
export const ROUTES = [
  {
    path: '/contest',
    access: 'member',
    layout: true,
    page: 'contests',
    heading: CONTEST_LIST_HEADING,
    calls: [{ url: '/s1/contest', params: { page: 0, limit: 8 }, picture: 'cardHeaderImage' }],
  },
  { path: '/contest/:id', access: 'member', layout: true, page: 'spin' },
  { path: '/contestx/:id', access: 'public', layout: false, page: 'publicSpin' },
] as const satisfies readonly (RouteDeclaration & { page: string })[];
