import { prefetchRouteRemote } from './federation/earlyManifest';

// /federation.json at once, then the route's remote's manifest as it answers (docs/decisions.md, 69, 97).
void prefetchRouteRemote();

/**
 * Start-up begins in a task of its own once the browser has produced a frame of the server's page, so
 * that frame is not held in one long task with the start-up's first runs (docs/decisions.md, 85). A
 * hidden page produces no frames: it starts at once.
 */
function afterNextFrame(start: () => void): void {
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start));
}

// The async boundary lets Module Federation negotiate shared singletons before any app code runs.
afterNextFrame(() => void import('./bootstrap'));
