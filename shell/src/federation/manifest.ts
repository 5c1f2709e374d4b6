import { isRouteCall, REMOTE_NAMES, type RemoteName, type RouteDeclaration } from '@portal/shared';
import { requestFederationManifest } from './earlyManifest';

/** One remote in /federation.json: where its mf-manifest.json is and the routes it declares. */
export interface RemoteEntry {
  entry: string;
  routes: readonly RouteDeclaration[];
}

/** /federation.json: remote name → its entry and routes, written at deploy from the remote's routes.json. */
export type FederationManifest = Record<RemoteName, RemoteEntry>;

const isRoute = (value: unknown): value is RouteDeclaration => {
  const route = value as Partial<RouteDeclaration> | null;
  return (
    typeof route?.path === 'string' &&
    (route.access === 'public' || route.access === 'member') &&
    typeof route.layout === 'boolean' &&
    (route.calls === undefined || (Array.isArray(route.calls) && route.calls.every(isRouteCall)))
  );
};

const isRemoteEntry = (value: unknown): value is RemoteEntry => {
  const remote = value as Partial<RemoteEntry> | null;
  return typeof remote?.entry === 'string' && Array.isArray(remote.routes) && remote.routes.every(isRoute);
};

/**
 * Reads the runtime manifest. A remote missing from it, or listed without a valid entry and routes,
 * is not registered: its paths show the 404 page until the manifest names it.
 */
export async function fetchFederationManifest(
  request: () => Promise<Response> = requestFederationManifest,
): Promise<Partial<FederationManifest>> {
  try {
    const response = await request();
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const json = (await response.json()) as Record<string, unknown>;
    const invalid = REMOTE_NAMES.filter((name) => name in json && !isRemoteEntry(json[name]));
    if (invalid.length) console.warn(`[shell] /federation.json: no valid entry and routes for ${invalid.join(', ')}`);
    const entries = REMOTE_NAMES.filter((name) => isRemoteEntry(json[name])).map((name) => [name, json[name]]);
    return Object.fromEntries(entries) as Partial<FederationManifest>;
  } catch (error) {
    console.warn('[shell] could not read /federation.json; remotes stay unavailable', error);
    return {};
  }
}
