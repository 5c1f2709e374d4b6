import type { RouteDeclaration } from '@portal/shared';
import { REWARDS_HEADING } from './features/catalogue/heading';
import { MY_REWARDS_HEADING } from './features/my-rewards/heading';

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
    path: '/rewards',
    access: 'member',
    layout: true,
    page: 'rewards',
    heading: REWARDS_HEADING,
    calls: [
      { url: '/s1/userportal/rewardlist', params: { page: 0, limit: 8 }, picture: 'image', unlessQuery: ['page'] },
    ],
  },
  { path: '/reward-preview/*', access: 'member', layout: true, page: 'rewardPreview' },
  { path: '/my-rewards', access: 'member', layout: true, page: 'myRewards', heading: MY_REWARDS_HEADING },
  { path: '/download/activity-sheet/:id/:filename', access: 'member', layout: true, page: 'download' },
] as const satisfies readonly (RouteDeclaration & { page: string })[];
