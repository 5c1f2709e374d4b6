import { isLoggedIn, useCampaign, useSession } from '@portal/shared';
import { navigateToUrl } from 'single-spa';
import { routes } from '../federation/routes';
import { guardRedirect } from './routeGuard';

const currentContext = () => ({
  campaign: useCampaign.getState().config,
  loggedIn: isLoggedIn(useSession.getState()),
  routes: routes(),
});

/** Applies the guard to the page's first URL, before any app mounts. */
export function guardInitialUrl(): void {
  const target = guardRedirect(new URL(window.location.href), currentContext());
  if (target) window.history.replaceState(null, '', target);
}

interface BeforeRoutingDetail {
  newUrl: string;
  cancelNavigation?: () => void;
}

/** Guards every later navigation: the blocked URL never mounts and never enters the history. */
export function installGuards(): void {
  window.addEventListener('single-spa:before-routing-event', (event) => {
    const detail = (event as CustomEvent<BeforeRoutingDetail>).detail;
    const target = guardRedirect(new URL(detail.newUrl), currentContext());
    if (!target || !detail.cancelNavigation) return;
    detail.cancelNavigation();
    setTimeout(() => navigateToUrl(target));
  });
  // A member who logs out (or whose refresh fails) must not stay on a protected page.
  useSession.subscribe((state, previous) => {
    if (previous.accessToken && !state.accessToken) {
      const target = guardRedirect(new URL(window.location.href), currentContext());
      if (target) navigateToUrl(target);
    }
  });
  // A campaign that changes state while the page is open (maintenance ends, promotion expires).
  useCampaign.subscribe(() => {
    const target = guardRedirect(new URL(window.location.href), currentContext());
    if (target) navigateToUrl(target);
  });
}
