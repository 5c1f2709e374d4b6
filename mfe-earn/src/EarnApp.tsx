import { RoutePages, lazyPage } from '@portal/shared';
import { EarnPointsPage } from './features/earn-points/EarnPointsPage';
import { ROUTES } from './routes';

// Members arrive on /earn-points: its list comes with the remote's entry. Every other page is a chunk
// of its own, so opening the list does not load the activities, the receipt upload or the code forms
// (docs/decisions.md, 140).
const PAGES = {
  earnPoints: EarnPointsPage,
  activity: lazyPage(
    () => import(/* webpackChunkName: "page-activity" */ './features/activity-preview/ActivityPreviewPage'),
    'ActivityPreviewPage',
  ),
  pointsHistory: lazyPage(
    () => import(/* webpackChunkName: "page-pointsHistory" */ './features/points-history/PointsHistoryPage'),
    'PointsHistoryPage',
  ),
  thankYouQuiz: lazyPage(
    () => import(/* webpackChunkName: "page-thankYouQuiz" */ './features/thank-you-quiz/ThankYouQuizPage'),
    'ThankYouQuizPage',
  ),
  submitCode: lazyPage(
    () => import(/* webpackChunkName: "page-submitCode" */ './features/submit-code/SubmitCodePage'),
    'SubmitCodePage',
  ),
  yellowCode: lazyPage(
    () => import(/* webpackChunkName: "page-yellowCode" */ './features/yellow-code/YellowCodePage'),
    'YellowCodePage',
  ),
  uploadReceipt: lazyPage(
    () => import(/* webpackChunkName: "page-uploadReceipt" */ './features/upload-receipt/UploadReceiptPage'),
    'UploadReceiptPage',
  ),
  eligibleProduct: lazyPage(
    () => import(/* webpackChunkName: "page-eligibleProduct" */ './features/eligible-products/EligibleProductsPage'),
    'EligibleProductsPage',
  ),
} as const;

/** The earn remote: one page per declared route (docs/product/earning.md, docs/product/purchase-proof.md). */
export function EarnApp() {
  return <RoutePages routes={ROUTES} pages={PAGES} />;
}
