import { routePageFiles, type RoutePagesManifest } from './pagePreload';

const MANIFEST_URL = 'https://earn.example/app/mf-manifest.json';
const manifest: RoutePagesManifest = {
  metaData: {
    routePages: [
      { path: '/upload-receipt', js: ['page-uploadReceipt.1a2b3c4d.js', '512.5e6f7a8b.js'] },
      { path: '/earn-points-action-preview/:id', js: ['page-activity.9c0d1e2f.js'] },
    ],
  },
};

describe("the files of a route's own page chunk, from its remote's manifest", () => {
  it("names the route's files at the remote's address", () => {
    expect(routePageFiles(manifest, MANIFEST_URL, '/upload-receipt')).toEqual([
      'https://earn.example/app/page-uploadReceipt.1a2b3c4d.js',
      'https://earn.example/app/512.5e6f7a8b.js',
    ]);
  });

  it("matches a route's parameters, and no deeper path", () => {
    expect(routePageFiles(manifest, MANIFEST_URL, '/earn-points-action-preview/17')).toEqual([
      'https://earn.example/app/page-activity.9c0d1e2f.js',
    ]);
    expect(routePageFiles(manifest, MANIFEST_URL, '/earn-points-action-preview/17/more')).toEqual([]);
  });

  it('names nothing for a page that comes with ./app, or a manifest built before the list', () => {
    expect(routePageFiles(manifest, MANIFEST_URL, '/earn-points')).toEqual([]);
    expect(routePageFiles({ metaData: {} }, MANIFEST_URL, '/upload-receipt')).toEqual([]);
    expect(routePageFiles({}, MANIFEST_URL, '/upload-receipt')).toEqual([]);
  });
});
