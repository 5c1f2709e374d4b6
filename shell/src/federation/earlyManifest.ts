/** Where the deploy writes which remotes exist, where, and the routes each declares. */
const FEDERATION_MANIFEST_URL = '/federation.json';

let request: Promise<Response> | undefined;

/**
 * The page's one request for /federation.json. index.ts starts it before the async boundary, so it
 * travels while the shared modules load rather than after them (docs/decisions.md, 69); this file
 * therefore imports nothing shared.
 */
export const requestFederationManifest = (): Promise<Response> =>
  (request ??= fetch(FEDERATION_MANIFEST_URL, { cache: 'no-cache' }));
