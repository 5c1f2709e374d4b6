import { GlobalStyle, hasLayout, isLoggedIn, Toaster, useSession } from '@portal/shared';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { AgeGate } from '../age-gate/AgeGate';
import { useAgeGate } from '../age-gate/ageGateStore';
import { Analytics } from '../analytics/Analytics';
import { NotificationPopup } from '../notifications/NotificationPopup';
import { useNotificationPoll } from '../notifications/useNotificationPoll';
import { TierBar } from '../tier-bar/TierBar';
import { VideoGuard } from '../video-guard/VideoGuard';
import { Footer } from './Footer';
import { Header } from './Header';

/**
 * The page frame, mounted on every route: the age gate over everything; header, tier bar and footer
 * on routes with the standard layout; the notification poll and popups, the video guard, analytics
 * and the toasts.
 */
export function Layout() {
  const { pathname } = useLocation();
  const framed = hasLayout(pathname);
  const loggedIn = useSession(isLoggedIn);
  const ageVerified = useAgeGate((s) => s.allowed);
  const footerArea = document.getElementById('portal-footer');
  useNotificationPoll();
  return (
    <>
      <GlobalStyle />
      <Toaster />
      <AgeGate />
      <VideoGuard />
      <Analytics />
      {framed && <Header />}
      {framed && loggedIn && <TierBar />}
      {ageVerified && loggedIn && <NotificationPopup />}
      {framed && footerArea && createPortal(<Footer />, footerArea)}
    </>
  );
}
