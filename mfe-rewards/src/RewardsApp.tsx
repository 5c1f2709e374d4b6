import { Spinner } from '@portal/kit';
import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import RewardsPage from './features/catalogue/RewardsPage';

// The catalogue, where members arrive, comes with the remote's entry: as its own chunk it was asked
// for only once the entry had run, a round trip later (docs/decisions.md, 79). Every other screen is
// a chunk of its own, so opening /rewards does not load the payment form.
const RewardPreviewPage = lazy(() => import('./features/reward-preview/RewardPreviewPage'));
const VipSupportPage = lazy(() => import('./features/reward-preview/VipSupportPage'));
const MyRewardsPage = lazy(() => import('./features/my-rewards/MyRewardsPage'));
const DownloadPage = lazy(() => import('./features/download/DownloadPage'));

/** The rewards remote: the screens of the routes it declares in routes.ts. */
export function RewardsApp() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route path="/rewards" element={<RewardsPage />} />
        <Route path="/reward-preview/vip-customer-support" element={<VipSupportPage />} />
        <Route path="/reward-preview/:id" element={<RewardPreviewPage />} />
        <Route path="/my-rewards" element={<MyRewardsPage />} />
        <Route path="/download/activity-sheet/:id/:filename" element={<DownloadPage />} />
      </Routes>
    </Suspense>
  );
}
