import { routeTable, type RouteDeclaration } from '@portal/shared';
import { MEMBER_COOKIE } from '../features/home/memberCookie';
import { routeTakes } from './earlyManifest';

/** The network's edge: /federation.json and the manifests answer what the test says, and are counted. */
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
const REWARDS_MANIFEST = 'http://localhost:8083/mf-manifest.json';
const AUTH_MANIFEST = 'http://localhost:8081/mf-manifest.json';
const FEDERATION = {
  auth: { entry: AUTH_MANIFEST, routes: [{ path: '/login', access: 'public' }] },
  earn: {
    entry: 'http://localhost:8082/mf-manifest.json',
    routes: [{ path: '/static/thank-you-quiz', access: 'public' }],
  },
  rewards: {
    entry: REWARDS_MANIFEST,
    routes: [
      { path: '/rewards', access: 'member' },
      { path: '/reward-preview/*', access: 'member' },
    ],
  },
};
/** An answer as the modules read it (jsdom has no Response): its body read once, a clone read apart. */
function answer(status: number, body: unknown): Response {
  let read = false;
  const response = {
    ok: status >= 200 && status < 300,
    status,
    json: async () => {
      if (read) throw new TypeError('body used already');
      read = true;
      return body;
    },
    clone: () => answer(status, body),
  };
  return response as unknown as Response;
}

let federationStatus = 200;
beforeAll(() => {
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => {
  jest.resetModules();
  federationStatus = 200;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) =>
    url === '/federation.json' ? answer(federationStatus, FEDERATION) : answer(200, { metaData: {} }),
  );
  document.cookie = `${MEMBER_COOKIE}=1; path=/`;
});

/** The early module and the runtime's side of manifestPrefetch, fresh for each test (their state is the page's). */
async function pageModules() {
  const early = await import('./earlyManifest');
  const ahead = await import('./manifestPrefetch');
  return { ...early, ...ahead };
}
const fetched = () => fetchMock.mock.calls.map(([url]) => url);

describe('the route’s remote’s manifest, fetched as /federation.json arrives', () => {
  it('is fetched once for the route the page opens, and handed to the runtime', async () => {
    const { prefetchRouteRemote, manifestAhead, requestFederationManifest } = await pageModules();
    await prefetchRouteRemote('/reward-preview/5a1e');
    expect(fetched()).toEqual(['/federation.json', REWARDS_MANIFEST]);
    expect(await (await manifestAhead(REWARDS_MANIFEST))?.json()).toEqual({ metaData: {} });
    // The root config still reads the whole of the page's one /federation.json answer.
    expect(await (await requestFederationManifest()).json()).toEqual(FEDERATION);
    expect(fetched().filter((url) => url === '/federation.json')).toHaveLength(1);
  });

  it('is the login remote’s for a member route without the member cookie: a visitor is sent to /login', async () => {
    document.cookie = `${MEMBER_COOKIE}=; path=/; max-age=0`;
    const { prefetchRouteRemote } = await pageModules();
    await prefetchRouteRemote('/rewards');
    expect(fetched()).toEqual(['/federation.json', AUTH_MANIFEST]);
    await prefetchRouteRemote('/static/thank-you-quiz');
    expect(fetched()).toEqual(['/federation.json', AUTH_MANIFEST, FEDERATION.earn.entry]);
  });

  it('is not fetched for the shell’s own pages, an unknown path or a failed /federation.json', async () => {
    const { prefetchRouteRemote } = await pageModules();
    await prefetchRouteRemote('/about-us');
    await prefetchRouteRemote('/rewardsx');
    expect(fetched()).toEqual(['/federation.json']);
    jest.resetModules();
    fetchMock.mockClear();
    federationStatus = 503;
    const failed = await pageModules();
    await expect(failed.prefetchRouteRemote('/rewards')).resolves.toBeUndefined();
    expect(fetched()).toEqual(['/federation.json']);
  });
});

describe('routeTakes', () => {
  const declared: RouteDeclaration[] = [
    '/earn-points',
    '/earn-points/pincode',
    '/earn-points-action-preview/:id',
    '/reward-preview/*',
    '/download/activity-sheet/:id/:filename',
    '/contest/:id',
  ].map((path) => ({ path, access: 'member', layout: true }));
  const table = routeTable({ earn: declared });
  it.each([
    '/earn-points',
    '/earn-points/',
    '/Earn-Points',
    '/earn-points/pincode',
    '/earn-points/other',
    '/earn-pointsx',
    '/earn-points-action-preview/42',
    '/earn-points-action-preview/',
    '/earn-points-action-preview/42/more',
    '/reward-preview',
    '/reward-preview/',
    '/reward-preview/5a1e/anything/else',
    '/download/activity-sheet/1/sheet.pdf',
    '/download/activity-sheet/1',
    '/contest/7',
    '/contest',
    '/',
  ])('takes %s exactly when the shell’s route table gives it to the route’s remote', (pathname) => {
    const takes = declared.some((route) => routeTakes(route.path, pathname));
    expect(takes).toBe(table.ownerOf(pathname) === 'earn');
  });
});
