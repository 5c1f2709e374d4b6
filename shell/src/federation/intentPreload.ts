import type { RemoteName } from '@portal/shared';

/**
 * What shows that a member is about to follow a link: a pointer moving over it (mouse or pen), a finger
 * touching it (pointer events come before touch and click), or the keyboard's focus on it. Not the pointer
 * coming over it: Chromium reports that too when a page appears under a pointer at rest, such as where a
 * tapped or clicked button was (the age gate's), which is no intent (decision 143).
 */
const INTENT_EVENTS = ['pointermove', 'pointerdown', 'focusin'] as const;

/**
 * Starts loading what a link's route needs when the member shows intent to follow it, so that the switch
 * finds it arriving or cached instead of asking for it after the click (docs/decisions.md, 83): the
 * remote's manifest, entry and first chunks, and the route's own page chunk (143). `remoteFor` names the
 * remote a path would mount, or null (the shell's own pages, a route the member cannot open); `preload`
 * is asked once per path. Links to other origins are left alone.
 */
export function preloadOnIntent(
  remoteFor: (pathname: string) => RemoteName | null,
  preload: (name: RemoteName, pathname: string) => void,
): void {
  const asked = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    const { pathname } = link;
    const name = asked.has(pathname) ? null : remoteFor(pathname);
    if (!name) return;
    asked.add(pathname);
    preload(name, pathname);
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
}
