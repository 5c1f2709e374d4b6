// @ts-check
/**
 * A remote's pages other than its landing page are chunks of their own, asked for when their route
 * first shows (docs/decisions.md, 140). A member who opens such a route directly would wait for the
 * remote's entry and `./app`, and only then for the page's chunk: a round trip more. This lists, in the
 * remote's mf-manifest.json (`metaData.routePages`), the files of each declared route's page chunk, so
 * that the shell asks for them beside the entry (141).
 *
 * A page's chunk is the one its `lazyPage` import names `page-<page>` (a webpackChunkName comment), where
 * `<page>` is the `page` its route declares.
 */
const { readTsModule } = require('./ts-module');

const PAGE_CHUNK = /^page-(.+)$/;

/**
 * The page each route of src/routes.ts declares.
 * @param {string} file
 * @returns {Array<{ path: string, page: string }>}
 */
function declaredPages(file) {
  /** @type {Array<{ path: string, page?: unknown }>} */
  const routes = readTsModule(file).ROUTES;
  return routes.flatMap(({ path, page }) => (typeof page === 'string' ? [{ path, page }] : []));
}

/**
 * Each route's page chunk files, from the compilation's named chunk groups. A `page-` chunk that names
 * no declared page is a mistake the build reports: its route would never be preloaded.
 * @param {import('webpack').Compilation} compilation
 * @param {Array<{ path: string, page: string }>} routes
 * @returns {Array<{ path: string, js: string[] }>}
 */
function routePageFiles(compilation, routes) {
  const declared = new Set(routes.map((route) => route.page));
  /** @type {Map<string, string[]>} */
  const files = new Map();
  for (const [name, group] of compilation.namedChunkGroups) {
    const page = PAGE_CHUNK.exec(name)?.[1];
    if (page === undefined) continue;
    if (!declared.has(page)) {
      const { WebpackError } = compilation.compiler.webpack;
      compilation.errors.push(new WebpackError(`chunk ${name}: no route in src/routes.ts declares page '${page}'`));
      continue;
    }
    const js = group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
    files.set(page, [...new Set(js)].sort());
  }
  return routes.flatMap(({ path, page }) => {
    const js = files.get(page);
    return js ? [{ path, js }] : [];
  });
}

/**
 * The manifest's `additionalData` step for a remote: `metaData.routePages`, each route with a page chunk
 * and its files (relative to the manifest, as the manifest's own assets are). The manifest plugin copies
 * `metaData` whole; the federation runtime reads only the fields it knows.
 * @template {{ metaData?: Record<string, unknown> }} Stats
 * @param {{ stats: Stats, compilation: import('webpack').Compilation }} options
 * @param {string} routesFile
 * @returns {Stats}
 */
function addRoutePages({ stats, compilation }, routesFile) {
  stats.metaData = { ...stats.metaData, routePages: routePageFiles(compilation, declaredPages(routesFile)) };
  return stats;
}

module.exports = { addRoutePages, routePageFiles };
