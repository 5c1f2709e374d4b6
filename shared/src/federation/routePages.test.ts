/** The build's list of each declared route's page chunk (shared/build/route-pages.js): plain JavaScript, untyped. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { routePageFiles } = require('../../build/route-pages') as {
  routePageFiles: (compilation: unknown, routes: Array<{ path: string; page: string }>) => unknown;
};

class WebpackError extends Error {}

/** What routePageFiles reads of a webpack compilation: its named chunk groups, and where errors go. */
function compilation(groups: Record<string, string[][]>) {
  return {
    compiler: { webpack: { WebpackError } },
    errors: [] as Error[],
    namedChunkGroups: new Map(
      Object.entries(groups).map(([name, chunks]) => [
        name,
        { chunks: chunks.map((files) => ({ files: new Set(files) })) },
      ]),
    ),
  };
}

const ROUTES = [
  { path: '/earn-points', page: 'earnPoints' },
  { path: '/upload-receipt', page: 'uploadReceipt' },
  { path: '/earn-points-action-preview/:id', page: 'activity' },
];

describe("the build's list of each route's page chunk, for the remote's manifest", () => {
  it("lists a route whose page is a chunk named after it with the chunk group's scripts, and only those", () => {
    const built = compilation({
      'page-uploadReceipt': [['page-uploadReceipt.1a2b3c4d.js'], ['512.5e6f7a8b.js', '512.5e6f7a8b.js.LICENSE.txt']],
      'page-activity': [['page-activity.9c0d1e2f.js', 'assets/clip.0a1b2c3d.svg']],
      vendors: [['vendors.11111111.js']],
    });
    expect(routePageFiles(built, ROUTES)).toEqual([
      { path: '/upload-receipt', js: ['512.5e6f7a8b.js', 'page-uploadReceipt.1a2b3c4d.js'] },
      { path: '/earn-points-action-preview/:id', js: ['page-activity.9c0d1e2f.js'] },
    ]);
    expect(built.errors).toEqual([]);
  });

  it('reports a page chunk that no route declares, which would never be preloaded', () => {
    const built = compilation({ 'page-uploadReciept': [['page-uploadReciept.1a2b3c4d.js']] });
    expect(routePageFiles(built, ROUTES)).toEqual([]);
    expect(built.errors.map((error) => [error instanceof WebpackError, error.message])).toEqual([
      [true, "chunk page-uploadReciept: no route in src/routes.ts declares page 'uploadReciept'"],
    ]);
  });
});
