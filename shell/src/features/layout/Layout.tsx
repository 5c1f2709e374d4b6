import { Toaster } from '@portal/shared';
import { GlobalStyle } from '@portal/kit/ui';
import { useLayoutEffect } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { AgeGate } from '../age-gate/AgeGate';
import { useAgeGate } from '../age-gate/ageGateStore';
import { Analytics } from '../analytics/Analytics';
import { VideoGuard } from '../video-guard/VideoGuard';
import { Footer } from './Footer';
import { Header } from './Header';
import { MemberNotifications, MemberStreakVisit, MemberTierBar } from './MemberFrame';
import { routes } from '../../federation/routes';

/**
 * Removes the static frame index.html paints before any JavaScript (elements marked
 * data-portal-frame). It runs in the commit that mounts the layout, before the browser paints, so the
 * React header and footer take its place without a frame in between (docs/decisions.md, 30. A static
 * frame in index.html).
 */
function useReplaceStaticFrame(): void {
  useLayoutEffect(() => {
    document.querySelectorAll('[data-portal-frame]').forEach((element) => element.remove());
  }, []);
}

/**
 * The page frame, mounted on every route: the age gate over everything; header, tier bar and footer
 * on routes with the standard layout; the notification poll and popups, the login streak's visit,
 * the video guard, analytics and the toasts.
 */
export function Layout() {
  const { pathname } = useLocation();
  const framed = routes().hasLayout(pathname);
  const ageVerified = useAgeGate((s) => s.allowed);
  const footerArea = document.getElementById('portal-footer');
  useReplaceStaticFrame();
  return (
    <>
      <GlobalStyle />
      <Toaster />
      <AgeGate />
      <VideoGuard />
      <Analytics />
      {framed && <Header />}
      {framed && <MemberTierBar />}
      <MemberNotifications popups={ageVerified} />
      <MemberStreakVisit />
      {framed && footerArea && createPortal(<Footer />, footerArea)}
    </>
  );
}
