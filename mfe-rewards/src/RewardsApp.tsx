import { RoutePages, lazyPage } from '@portal/shared';
import { Route, Routes } from 'react-router-dom';
import RewardsPage from './features/catalogue/RewardsPage';
import { ROUTES } from './routes';

const RewardPreviewPage = lazyPage(
  () => import(/* webpackChunkName: "page-rewardPreview" */ './features/reward-preview/RewardPreviewPage'),
  'default',
);
const VipSupportPage = lazyPage(() => import('./features/reward-preview/VipSupportPage'), 'default');

/** `/reward-preview/*`: the VIP support item has a page of its own; any other id is a reward's preview. */
function RewardPreview() {
  return (
    <Routes>
      <Route path="vip-customer-support" element={<VipSupportPage />} />
      <Route path=":id" element={<RewardPreviewPage />} />
    </Routes>
  );
}

// The catalogue, where members arrive, comes with the remote's entry: as its own chunk it was asked
// for only once the entry had run, a round trip later (docs/decisions.md, 79). Every other screen is
// a chunk of its own, so opening /rewards does not load the payment form (140).
const PAGES = {
  rewards: RewardsPage,
  rewardPreview: RewardPreview,
  myRewards: lazyPage(
    () => import(/* webpackChunkName: "page-myRewards" */ './features/my-rewards/MyRewardsPage'),
    'default',
  ),
  download: lazyPage(
    () => import(/* webpackChunkName: "page-download" */ './features/download/DownloadPage'),
    'default',
  ),
} as const;

/** The rewards remote: the screens of the routes it declares in routes.ts. */
export function RewardsApp() {
  return <RoutePages routes={ROUTES} pages={PAGES} />;
}
