import { TitledPage } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { ROUTES } from './features/pages/routes';

function Page({ page }: { page: string }) {
  const { t } = useTranslation();
  return <TitledPage title={t(`${page}.title`)} lead={t(`${page}.lead`)} />;
}

/** The rewards remote: one page per route it owns. */
export function RewardsApp() {
  return (
    <Routes>
      {ROUTES.map(({ path, page }) => (
        <Route key={path} path={path} element={<Page page={page} />} />
      ))}
    </Routes>
  );
}
