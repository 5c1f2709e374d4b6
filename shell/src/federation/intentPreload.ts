import type { RemoteName } from '@portal/shared';

/**
 * What shows that a member is about to follow a link: a pointer coming over it (mouse, pen, or a finger
 * touching it, since pointer events come before touch and click) or the keyboard's focus on it.
 */
const INTENT_EVENTS = ['pointerover', 'focusin'] as const;

/**
 * Starts loading the remote that owns a link's route when the member shows intent to follow it, so that
 * the switch finds the remote's manifest, entry and first chunks (the link's page's too) arriving or cached instead of asking for
 * them one after another after the click (docs/decisions.md, 83). `remoteFor` names the remote a path
 * would mount, or null (the shell's own pages, a route the member cannot open); each remote is asked for
 * once per page, those in `loaded` never. Links to other origins are left alone.
 */
export function preloadOnIntent(
  remoteFor: (pathname: string) => RemoteName | null,
  preload: (name: RemoteName, pathname: string) => void,
  loaded: Iterable<RemoteName> = [],
): void {
  const asked = new Set(loaded);
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    const name = remoteFor(link.pathname);
    if (!name || asked.has(name)) return;
    asked.add(name);
    preload(name, link.pathname);
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
}
