import { Spinner, TitledPage } from '@portal/kit';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import RewardsPage from './features/catalogue/RewardsPage';
import { REWARDS_NAMESPACE } from './features/catalogue/translations';

// The catalogue, where members arrive, comes with the remote's entry: as its own chunk it was asked
// for only once the entry had run, a round trip later (docs/decisions.md, 79). Every other screen is
// a chunk of its own, so opening /rewards does not load the payment form.
const RewardPreviewPage = lazy(() => import('./features/reward-preview/RewardPreviewPage'));
const VipSupportPage = lazy(() => import('./features/reward-preview/VipSupportPage'));
const MyRewardsPage = lazy(() => import('./features/my-rewards/MyRewardsPage'));
const DownloadPage = lazy(() => import('./features/download/DownloadPage'));

/**
 * My Rewards' title and lead while its chunk loads: the server's page painted them there (docs/decisions.md,
 * 92), and a bare spinner under them would be pushed up once the page took their place.
 */
function MyRewardsLoading() {
  const { t } = useTranslation(REWARDS_NAMESPACE);
  return (
    <TitledPage title={t('myRewards.title')} lead={t('myRewards.lead')}>
      <Spinner label={t('common.loading')} />
    </TitledPage>
  );
}

/** The rewards remote: the screens of the routes it declares in routes.ts. */
export function RewardsApp() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route path="/rewards" element={<RewardsPage />} />
        <Route path="/reward-preview/vip-customer-support" element={<VipSupportPage />} />
        <Route path="/reward-preview/:id" element={<RewardPreviewPage />} />
        <Route
          path="/my-rewards"
          element={
            <Suspense fallback={<MyRewardsLoading />}>
              <MyRewardsPage />
            </Suspense>
          }
        />
        <Route path="/download/activity-sheet/:id/:filename" element={<DownloadPage />} />
      </Routes>
    </Suspense>
  );
}
