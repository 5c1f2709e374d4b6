/** What single-spa tells its routing events: the URLs, and the event that started the navigation. */
interface RoutingDetail {
  oldUrl: string;
  newUrl: string;
  /** single-spa's own popstate for a pushState or replaceState marks itself `singleSpa`; the browser's back and forward do not. */
  originalEvent?: Event & { singleSpa?: boolean };
}

/**
 * A link to another page opens that page at its top, as a page load would. The apps change the
 * address without loading a page, so the browser keeps the old page's scroll: a member who followed a
 * link from the foot of a long list, or signed in from the foot of the login form, saw the new page's
 * empty middle while it loaded. It runs once the old page is gone and before the new one mounts, for a
 * new path the apps pushed or replaced; back and forward keep the browser's own restoring, a query or
 * hash change on the same page keeps its place, and an address with a hash is left to its anchor.
 */
export function openNewPagesAtTop(): void {
  window.addEventListener('single-spa:before-mount-routing-event', (event) => {
    const { oldUrl, newUrl, originalEvent } = (event as CustomEvent<RoutingDetail>).detail;
    if (!originalEvent?.singleSpa) return;
    const from = new URL(oldUrl);
    const to = new URL(newUrl);
    if (from.pathname === to.pathname || to.hash) return;
    window.scrollTo(0, 0);
  });
}
