import { matchPath } from 'react-router-dom';

/** What this file reads of a remote's mf-manifest.json: each declared route's page chunk, as the build lists them. */
export interface RoutePagesManifest {
  metaData?: object & { routePages?: ReadonlyArray<{ path: string; js: readonly string[] }> };
}

/**
 * The files of the page chunk of the route a path opens (docs/decisions.md, 141), resolved against the
 * manifest's address as the runtime resolves a `publicPath: 'auto'` remote's files. None for a route whose
 * page comes with `./app`, or a manifest built before the list.
 */
export function routePageFiles(manifest: RoutePagesManifest, manifestUrl: string, pathname: string): string[] {
  const route = manifest.metaData?.routePages?.find(({ path }) => matchPath({ path, end: true }, pathname));
  return (route?.js ?? []).map((file) => new URL(file, manifestUrl).toString());
}
