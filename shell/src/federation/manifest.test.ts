import { fetchFederationManifest } from './manifest';

const serve = (body: unknown) => async () => ({ ok: true, json: async () => body }) as Response;
const earn = {
  entry: 'https://earn.example/mf-manifest.json',
  routes: [
    { path: '/earn-points', access: 'member', layout: true, calls: [{ url: '/s1/activity', params: { page: 0 } }] },
  ],
};

describe('reading /federation.json', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('keeps each remote with its entry and the routes it declares', async () => {
    expect(await fetchFederationManifest(serve({ earn }))).toEqual({ earn });
  });

  it('leaves out, with a warning, a remote listed without valid routes, and names nobody unknown', async () => {
    const manifest = await fetchFederationManifest(
      serve({
        earn,
        rewards: 'https://rewards.example/mf-manifest.json',
        contest: { ...earn, routes: [{ path: '/x' }] },
        support: {
          ...earn,
          routes: [{ path: '/help-desk', access: 'member', layout: true, calls: [{ url: 'https://x.example/' }] }],
        },
        auth: { ...earn, routes: [{ ...earn.routes[0], calls: [{ url: '/s1/activity', params: { page: [0] } }] }] },
        perks: earn,
      }),
    );
    expect(manifest).toEqual({ earn });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('auth, rewards, contest, support'));
  });
});
