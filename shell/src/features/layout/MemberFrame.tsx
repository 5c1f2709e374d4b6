import { isLoggedIn, useSession } from '@portal/shared';
import { lazy, Suspense } from 'react';
import { TierBarSpace } from '../tier-bar/TierBarSpace';

/**
 * The parts of the frame only a member sees — the bell and its poll, the account panel, the tier
 * bar, notification popups, the login streak's visit — come in a chunk of their own, fetched at
 * sign-in, so a visitor's first page stays within its JavaScript budget.
 */
const member = () => import('./member-parts');
const NotificationBell = lazy(() => member().then((m) => ({ default: m.NotificationBell })));
const AccountMenu = lazy(() => member().then((m) => ({ default: m.AccountMenu })));
const TierBar = lazy(() => member().then((m) => ({ default: m.TierBar })));
const NotificationPopup = lazy(() => member().then((m) => ({ default: m.NotificationPopup })));
const NotificationPoll = lazy(() => member().then((m) => ({ default: m.NotificationPoll })));
const StreakVisit = lazy(() => member().then((m) => ({ default: m.StreakVisit })));

function MemberOnly({ children, fallback = null }: { children: React.ReactNode; fallback?: React.ReactNode }) {
  const loggedIn = useSession(isLoggedIn);
  return loggedIn ? <Suspense fallback={fallback}>{children}</Suspense> : null;
}

export const MemberActions = () => (
  <MemberOnly>
    <NotificationBell />
    <AccountMenu />
  </MemberOnly>
);

export const MemberTierBar = () => (
  <MemberOnly fallback={<TierBarSpace />}>
    <TierBar />
  </MemberOnly>
);

export const MemberStreakVisit = () => (
  <MemberOnly>
    <StreakVisit />
  </MemberOnly>
);

export const MemberNotifications = ({ popups }: { popups: boolean }) => (
  <MemberOnly>
    <NotificationPoll />
    {popups && <NotificationPopup />}
  </MemberOnly>
);
