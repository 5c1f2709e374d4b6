import { REMOTE_NAMES, type RemoteName } from '@portal/shared';

/** /federation.json: remote name → URL of its mf-manifest.json (or remoteEntry.js). */
export type FederationManifest = Record<RemoteName, string>;

export const FEDERATION_MANIFEST_URL = '/federation.json';

/** Reads the runtime manifest; a remote missing from it is simply not registered (its area shows unavailable). */
export async function fetchFederationManifest(fetchImpl: typeof fetch = fetch): Promise<Partial<FederationManifest>> {
  try {
    const response = await fetchImpl(FEDERATION_MANIFEST_URL, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const json = (await response.json()) as Record<string, unknown>;
    const entries = REMOTE_NAMES.filter((name) => typeof json[name] === 'string').map((name) => [name, json[name] as string]);
    return Object.fromEntries(entries) as Partial<FederationManifest>;
  } catch (error) {
    console.warn('[shell] could not read /federation.json; remotes stay unavailable', error);
    return {};
  }
}
