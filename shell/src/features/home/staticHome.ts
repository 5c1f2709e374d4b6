import { dropFirstScreen, isLoggedIn, useSession } from '@portal/shared';
import { memberCookie } from './memberCookie';

/** Keeps the member cookie in step with the stored session: at start, at sign-in and at sign-out. */
export function keepMemberCookie(): void {
  const write = (member: boolean) => {
    document.cookie = memberCookie(member, window.location.protocol === 'https:');
  };
  write(isLoggedIn(useSession.getState()));
  useSession.subscribe((state, previous) => {
    if (isLoggedIn(state) !== isLoggedIn(previous)) write(isLoggedIn(state));
  });
}

/** The path the server sent this page for: the navigation's own address, whatever a guard made of it since. */
function servedPath(): string {
  const [navigation] = performance.getEntriesByType('navigation');
  return new URL(navigation?.name ?? window.location.href).pathname;
}

/**
 * What the server painted into the main area goes before a page that is not its own. The home
 * (visitor-home.html, member-home.html) belongs to the pages app, whose first render replaces it; a
 * navigation to another app's page before that (the banner's links, a guard's redirect) removes it. A
 * route's heading (docs/decisions.md, 84 and 92) belongs to the path the page was sent for: the remote's
 * own heading hides it there, and a navigation to any other path removes it, the start's guard redirect
 * too (a member route's page sent for a stale member cookie, then sent to /login). So neither stays above
 * another page. A server-sent first screen (docs/first-screen-plan.md) goes the same way if its remote has
 * not taken it over yet.
 */
export function dropStaticContentOffRoute(isPagesRoute: (pathname: string) => boolean): void {
  const served = servedPath();
  const dropScreenOff = (pathname: string) => {
    if (pathname === served) return;
    document.querySelector('[data-static-screen]')?.remove();
    dropFirstScreen();
  };
  dropScreenOff(window.location.pathname);
  window.addEventListener('single-spa:before-routing-event', (event) => {
    const { pathname } = new URL((event as CustomEvent<{ newUrl: string }>).detail.newUrl);
    if (!isPagesRoute(pathname)) document.querySelector('[data-static-home]')?.remove();
    dropScreenOff(pathname);
  });
}
