import { detailOf } from './routingEvents';

/** How long a page that is coming back may take to grow tall enough for its place. */
const RESTORE_WITHIN_MS = 5000;
/** What the member does that takes the scrolling over: a place restored after it would fight them. */
const MEMBER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

let stopRestoring = () => {};

/**
 * Scrolls to `y` once the page is tall enough for it: the app mounts first and its list arrives from
 * the API after, so the place exists only some frames later. Gives up on the member's own input, a
 * new navigation, or after RESTORE_WITHIN_MS.
 */
function restorePlace(y: number): void {
  const started = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of MEMBER_INPUT) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    if (document.documentElement.scrollHeight - window.innerHeight >= y) {
      window.scrollTo(0, y);
      stop();
    } else if (performance.now() - started > RESTORE_WITHIN_MS) stop();
    else frame = requestAnimationFrame(attempt);
  };
  for (const type of MEMBER_INPUT) window.addEventListener(type, stop, { passive: true });
  stopRestoring = stop;
  // From the next frame: an app that stays mounted still shows the old route until its router renders.
  frame = requestAnimationFrame(attempt);
}

/**
 * Where a page opens, as a page load would put it, though the apps change the address without loading
 * a page (docs/product/shell.md, Where a new page opens; docs/decisions.md, 89). A link, a button or a
 * redirect to another path opens the new page at its top: without this the browser kept the old page's
 * scroll, and a card tapped at the foot of the earn list opened its page scrolled to the footer. Back
 * and forward return to the place the member left that address at. The browser's own restoring cannot
 * do that: it scrolls as the address changes, while the page is still short. A query or hash change on
 * the same page keeps the place, and an address with a hash is left to its anchor.
 */
export function keepPagePlaces(): void {
  window.history.scrollRestoration = 'manual';
  const places = new Map<string, number>();
  window.addEventListener('single-spa:before-routing-event', (event) => {
    stopRestoring();
    places.set(detailOf(event).oldUrl, window.scrollY);
  });
  // After the old page has gone and before the new one mounts; not for a navigation a guard cancelled.
  window.addEventListener('single-spa:before-mount-routing-event', (event) => {
    const { oldUrl, newUrl, originalEvent } = detailOf(event);
    if (!originalEvent) return;
    if (!originalEvent.singleSpa) restorePlace(places.get(newUrl) ?? 0);
    else if (new URL(oldUrl).pathname !== new URL(newUrl).pathname && !new URL(newUrl).hash) window.scrollTo(0, 0);
  });
}
