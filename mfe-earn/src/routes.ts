import type { RouteDeclaration } from '@portal/shared';
import { EARN_POINTS_HEADING } from './features/earn-points/heading';
import { ELIGIBLE_PRODUCTS_HEADING } from './features/eligible-products/heading';
import { POINTS_HISTORY_HEADING } from './features/points-history/heading';
import { SUBMIT_CODE_HEADING } from './features/submit-code/heading';
import { THANK_YOU_HEADING } from './features/thank-you-quiz/heading';
import { UPLOAD_RECEIPT_HEADING } from './features/upload-receipt/heading';
import { YELLOW_CODE_HEADING } from './features/yellow-code/heading';

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
    path: '/earn-points',
    access: 'member',
    layout: true,
    page: 'earnPoints',
    heading: EARN_POINTS_HEADING,
    headingLook: 'banner',
    calls: [
      { url: '/s1/activity', params: { page: 0, limit: 100 }, picture: 'cardHeaderImage', unlessQuery: ['filter'] },
    ],
  },
  { path: '/earn-points/pincode', access: 'member', layout: true, page: 'submitCode', heading: SUBMIT_CODE_HEADING },
  {
    path: '/earn-points/yellow-pincode',
    access: 'member',
    layout: true,
    page: 'yellowCode',
    heading: YELLOW_CODE_HEADING,
  },
  { path: '/earn-points-action-preview/:id', access: 'member', layout: true, page: 'activity' },
  { path: '/points-history', access: 'member', layout: true, page: 'pointsHistory', heading: POINTS_HISTORY_HEADING },
  { path: '/upload-receipt', access: 'member', layout: true, page: 'uploadReceipt', heading: UPLOAD_RECEIPT_HEADING },
  {
    path: '/eligible-product',
    access: 'member',
    layout: true,
    page: 'eligibleProduct',
    heading: ELIGIBLE_PRODUCTS_HEADING,
  },
  { path: '/static/thank-you-quiz', access: 'public', layout: true, page: 'thankYouQuiz', heading: THANK_YOU_HEADING },
] as const satisfies readonly (RouteDeclaration & { page: string })[];
