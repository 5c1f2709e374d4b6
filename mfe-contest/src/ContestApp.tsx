import { Route, Routes } from 'react-router-dom';
import { ContestListPage } from './features/contest-list/ContestListPage';
import { PublicSpinPage } from './features/spin/PublicSpinPage';
import { SpinPage } from './features/spin/SpinPage';
import { ROUTES } from './routes';

const PAGES = { contests: ContestListPage, spin: SpinPage, publicSpin: PublicSpinPage } as const;

/** The contest remote: the page of each route it declares in routes.ts. */
export function ContestApp() {
  return (
    <Routes>
      {ROUTES.map(({ path, page }) => {
        const Page = PAGES[page];
        return <Route key={path} path={path} element={<Page />} />;
      })}
    </Routes>
  );
}
