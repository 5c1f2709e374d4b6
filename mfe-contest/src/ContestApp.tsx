import { RoutePages, lazyPage } from '@portal/shared';
import { ContestListPage } from './features/contest-list/ContestListPage';
import { ROUTES } from './routes';

// Members arrive on /contest: its list comes with the remote's entry. The wheel is a chunk of its own,
// so opening the list does not load it (docs/decisions.md, 140).
const PAGES = {
  contests: ContestListPage,
  spin: lazyPage(() => import(/* webpackChunkName: "page-spin" */ './features/spin/SpinPage'), 'SpinPage'),
  publicSpin: lazyPage(
    () => import(/* webpackChunkName: "page-publicSpin" */ './features/spin/PublicSpinPage'),
    'PublicSpinPage',
  ),
} as const;

/** The contest remote: the page of each route it declares in routes.ts. */
export function ContestApp() {
  return <RoutePages routes={ROUTES} pages={PAGES} />;
}
