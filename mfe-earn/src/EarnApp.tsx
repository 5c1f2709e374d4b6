import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { TitledPage } from '@portal/kit';
import { EligibleProductsPage } from './features/eligible-products/EligibleProductsPage';
import { SubmitCodePage } from './features/submit-code/SubmitCodePage';
import { UploadReceiptPage } from './features/upload-receipt/UploadReceiptPage';
import { YellowCodePage } from './features/yellow-code/YellowCodePage';
import { ROUTES, type EarnPath } from './routes';

/** The routes whose feature has arrived; the others show their titled page until theirs does. */
const FEATURE_PAGES: Partial<Record<EarnPath, ComponentType>> = {
  '/earn-points/pincode': SubmitCodePage,
  '/earn-points/yellow-pincode': YellowCodePage,
  '/upload-receipt': UploadReceiptPage,
  '/eligible-product': EligibleProductsPage,
};

function Placeholder({ page }: { page: string }) {
  const { t } = useTranslation();
  return <TitledPage title={t(`${page}.title`)} lead={t(`${page}.lead`)} />;
}

/** The earn remote: one page per route it owns. */
export function EarnApp() {
  return (
    <Routes>
      {ROUTES.map(({ path, page }) => {
        const Page = FEATURE_PAGES[path];
        return <Route key={path} path={path} element={Page ? <Page /> : <Placeholder page={page} />} />;
      })}
    </Routes>
  );
}
