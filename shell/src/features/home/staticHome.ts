import { isLoggedIn, useSession } from '@portal/shared';
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

/**
 * The home painted by the server (visitor-home.html, member-home.html) belongs to the pages app, whose
 * first render replaces it. A navigation to a page of another app before that (the banner's links, a guard's
 * redirect) removes it, so it never stays above that page.
 */
export function dropStaticHomeOffRoute(isPagesRoute: (pathname: string) => boolean): void {
  window.addEventListener('single-spa:before-routing-event', (event) => {
    const { newUrl } = (event as CustomEvent<{ newUrl: string }>).detail;
    if (!isPagesRoute(new URL(newUrl).pathname)) document.querySelector('[data-static-home]')?.remove();
  });
}
