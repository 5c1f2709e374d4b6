import { TitledPage } from '@portal/kit';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { ActivityPreviewPage } from './features/activity-preview/ActivityPreviewPage';
import { EarnPointsPage } from './features/earn-points/EarnPointsPage';
import { EligibleProductsPage } from './features/eligible-products/EligibleProductsPage';
import { PointsHistoryPage } from './features/points-history/PointsHistoryPage';
import { SubmitCodePage } from './features/submit-code/SubmitCodePage';
import { ThankYouQuizPage } from './features/thank-you-quiz/ThankYouQuizPage';
import { UploadReceiptPage } from './features/upload-receipt/UploadReceiptPage';
import { YellowCodePage } from './features/yellow-code/YellowCodePage';
import { ROUTES, type EarnPath } from './routes';

/** The page of each route whose feature exists; the others keep their titled placeholder. */
const PAGES: Partial<Record<EarnPath, ComponentType>> = {
  '/earn-points': EarnPointsPage,
  '/earn-points-action-preview/:id': ActivityPreviewPage,
  '/points-history': PointsHistoryPage,
  '/static/thank-you-quiz': ThankYouQuizPage,
  '/earn-points/pincode': SubmitCodePage,
  '/earn-points/yellow-pincode': YellowCodePage,
  '/upload-receipt': UploadReceiptPage,
  '/eligible-product': EligibleProductsPage,
};

function Placeholder({ page }: { page: string }) {
  const { t } = useTranslation();
  return <TitledPage title={t(`${page}.title`)} lead={t(`${page}.lead`)} />;
}

/** The earn remote: one page per declared route (docs/product/earning.md, docs/product/purchase-proof.md). */
export function EarnApp() {
  return (
    <Routes>
      {ROUTES.map(({ path, page }) => {
        const Page = PAGES[path];
        return <Route key={path} path={path} element={Page ? <Page /> : <Placeholder page={page} />} />;
      })}
    </Routes>
  );
}
