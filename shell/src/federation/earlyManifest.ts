import { hasMemberCookie } from '../features/home/memberCookie';
import { LOGIN_PATH } from '../guards/routeGuard';
import { prefetchManifest } from './manifestPrefetch';

/*
 * What the shell's entry starts before the async boundary, while the shared libraries load. This file
 * therefore imports nothing shared (docs/decisions.md, 69 and 97).
 */

/** Where the deploy writes which remotes exist, where, and the routes each declares. */
const FEDERATION_MANIFEST_URL = '/federation.json';

let request: Promise<Response> | undefined;

/** The page's one request for /federation.json (69); the root config reads this same answer. */
export const requestFederationManifest = (): Promise<Response> =>
  (request ??= fetch(FEDERATION_MANIFEST_URL, { cache: 'no-cache' }));

/** What the entry reads of /federation.json: each remote's manifest address and its routes' paths and access. */
type EarlyFederation = Record<string, { entry: string; routes: ReadonlyArray<{ path: string; access: string }> }>;

/**
 * Whether a declared route's path takes the address's path, as react-router's `matchPath` with `end`
 * does for the shapes routes declare: static segments, `:name` for one segment, a trailing `*` for the
 * rest; case-insensitive, a trailing slash allowed. `earlyManifest.test.ts` holds it to the shell's own
 * route table. A miss costs only this early request, never a wrong page.
 */
export function routeTakes(pattern: string, pathname: string): boolean {
  const segments = (path: string) => path.toLowerCase().replace(/\/+$/, '').split('/');
  const wanted = segments(pattern);
  const given = segments(pathname);
  for (let i = 0; i < wanted.length; i += 1) {
    const want = wanted[i]!;
    if (want === '*' && i === wanted.length - 1) return true;
    const part = given[i];
    if (part === undefined || (want.startsWith(':') ? part === '' : part !== want)) return false;
  }
  return given.length === wanted.length;
}

/** The remote whose declared route takes the path, and that route. */
function ownerOf(federation: EarlyFederation, pathname: string) {
  for (const remote of Object.values(federation)) {
    const route = remote.routes.find(({ path }) => routeTakes(path, pathname));
    if (route) return { entry: remote.entry, access: route.access };
  }
  return undefined;
}

/**
 * As soon as /federation.json arrives, fetches the manifest of the remote whose route the page opens,
 * for the federation runtime to take (manifestPrefetch.ts): the root config asks for it only once the
 * shared libraries have loaded and run, and on a phone that round trip then comes on top of them
 * (docs/decisions.md, 97). On a member route without the member cookie it is the manifest of the remote
 * that owns /login, where the guards send a visitor.
 */
export function prefetchRouteRemote(pathname = window.location.pathname): Promise<void> {
  return requestFederationManifest()
    .then((answer): Promise<EarlyFederation> => (answer.ok ? answer.clone().json() : Promise.resolve({})))
    .then((federation) => {
      // A malformed answer throws here and is left to the root config, which reports it.
      const owner = ownerOf(federation, pathname);
      const visitorSent = owner?.access === 'member' && !hasMemberCookie(document.cookie);
      const opened = visitorSent ? ownerOf(federation, LOGIN_PATH) : owner;
      if (opened) prefetchManifest(opened.entry);
    })
    .catch(() => undefined);
}
