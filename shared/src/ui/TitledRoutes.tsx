import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { TitledPage } from '@portal/kit/ui';

export interface TitledRoute {
  path: string;
  /** The translation key prefix: `<page>.title` and `<page>.lead` in the app's namespace. */
  page: string;
}

function Page({ page }: { page: string }) {
  const { t } = useTranslation();
  return <TitledPage title={t(`${page}.title`)} lead={t(`${page}.lead`)} />;
}

/** One titled, translated page per route: what a remote shows for routes whose feature is still to come. */
export function TitledRoutes({ routes }: { routes: readonly TitledRoute[] }) {
  return (
    <Routes>
      {routes.map(({ path, page }) => (
        <Route key={path} path={path} element={<Page page={page} />} />
      ))}
    </Routes>
  );
}
