/**
 * The manifests of the remotes a member may open next, fetched once the page has loaded and the browser
 * is idle (docs/decisions.md, 95). The first switch to one of those remotes then starts at its entry and
 * chunks: on a phone the manifest is a round trip, two on a connection to the remote's origin not yet
 * open. Each answer is handed once to the federation runtime's own request for that address
 * (remoteLoader's plugin). A failed one, or one older than MAX_AGE_MS, is not: the runtime asks itself,
 * so a remote deployed since is read afresh.
 */
const MAX_AGE_MS = 10 * 60_000;

interface Ahead {
  at: number;
  response: Promise<Response | undefined>;
}

/** By address: an answer fetched ahead, or null once the runtime has asked for it. */
const manifests = new Map<string, Ahead | null>();

/** Fetches a remote's manifest ahead, unless it was fetched already, ahead or by the runtime. */
export function prefetchManifest(url: string): void {
  if (manifests.has(url)) return;
  const response = fetch(url, { cache: 'no-cache' }).then(
    (answer) => (answer.ok ? answer : undefined),
    () => undefined,
  );
  manifests.set(url, { at: performance.now(), response });
}

/**
 * The runtime asks for a manifest: the answer fetched ahead, if there is one to use, taken once; from now
 * on the runtime has it, so none is fetched ahead for this address.
 */
export function manifestAhead(url: string): Promise<Response | undefined> | undefined {
  const ahead = manifests.get(url);
  manifests.set(url, null);
  return ahead && performance.now() - ahead.at <= MAX_AGE_MS ? ahead.response : undefined;
}

/** Runs `prefetch` once the page's first routing has mounted, the page has loaded and the browser is idle. */
export function whenSettled(prefetch: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(prefetch, { timeout: 2000 })
      : setTimeout(prefetch, 200);
  const loaded = () =>
    document.readyState === 'complete' ? idle() : window.addEventListener('load', idle, { once: true });
  window.addEventListener('single-spa:routing-event', loaded, { once: true });
}
