import type { CampaignConfig } from '@portal/kit';
import { routeTable } from '@portal/shared';
import { guardRedirect } from './routeGuard';

/** Routes as remotes would declare them in /federation.json. */
const routes = routeTable({
  auth: [
    { path: '/login', access: 'public', layout: true },
    { path: '/signup', access: 'public', layout: true },
  ],
  earn: [{ path: '/upload-receipt', access: 'member', layout: true }],
  rewards: [{ path: '/rewards', access: 'member', layout: true }],
  contest: [{ path: '/contestx/:id', access: 'public', layout: false }],
});

const campaign = (overrides: Partial<CampaignConfig> = {}) =>
  ({ campaignState: 'active', status: 'active', ...overrides }) as CampaignConfig;
const go = (path: string, ctx: { campaign?: CampaignConfig | null; loggedIn?: boolean } = {}) =>
  guardRedirect(new URL(path, 'http://portal.test'), {
    campaign: ctx.campaign === undefined ? campaign() : ctx.campaign,
    loggedIn: ctx.loggedIn ?? false,
    routes,
  });

describe('the route guard', () => {
  it('sends every route to /expired while the campaign is expired, and leaves /expired alone', () => {
    const expired = campaign({ campaignState: 'expired' });
    expect(go('/', { campaign: expired })).toBe('/expired');
    expect(go('/rewards', { campaign: expired, loggedIn: true })).toBe('/expired');
    expect(go('/expired', { campaign: expired })).toBeNull();
  });

  it('sends every route to /upcoming while the campaign is coming', () => {
    const coming = campaign({ campaignState: 'coming' });
    expect(go('/login', { campaign: coming })).toBe('/upcoming');
    expect(go('/upcoming', { campaign: coming })).toBeNull();
  });

  it('sends everything to /maintenance when the configuration could not be read or is not active', () => {
    expect(go('/', { campaign: null })).toBe('/maintenance');
    expect(go('/contest', { campaign: campaign({ status: 'maintenance' }) })).toBe('/maintenance');
    expect(go('/maintenance', { campaign: null })).toBeNull();
  });

  it('sends the state screens home when the state does not match', () => {
    expect(go('/expired')).toBe('/');
    expect(go('/upcoming')).toBe('/');
  });

  it('sends an anonymous visitor on a protected route to login with the path and query to return to', () => {
    expect(go('/rewards?page=2')).toBe('/login?route=%2Frewards%3Fpage%3D2');
    expect(go('/program-perks')).toBe('/login?route=%2Fprogram-perks');
    expect(go('/rewards?page=2', { loggedIn: true })).toBeNull();
  });

  it('lets visitors open public pages and unknown paths (which show the 404 page)', () => {
    for (const path of ['/', '/login', '/signup', '/about-us', '/private-policy', '/contestx/abc', '/no/such/page']) {
      expect([path, go(path)]).toEqual([path, null]);
    }
  });

  it('redirects the legacy menu targets to their current pages', () => {
    expect(go('/manage-account/point-history', { loggedIn: true })).toBe('/points-history');
    expect(go('/manage-account/my-rewards', { loggedIn: true })).toBe('/my-rewards');
    expect(go('/manage-account/settings', { loggedIn: true })).toBe('/update-profile');
    expect(go('/manage-account/movies-anywhere', { loggedIn: true })).toBe('/');
    expect(go('/eligible-movies')).toBe('/');
    expect(go('/extras')).toBe('/');
    expect(go('/manage-account/anything-else', { loggedIn: true })).toBe('/');
    expect(go('/manage-account/point-history/')).toBe('/points-history');
  });

  it('keeps /upload-receipt, a legacy target that is a current page, behind login', () => {
    expect(go('/upload-receipt')).toBe('/login?route=%2Fupload-receipt');
    expect(go('/upload-receipt', { loggedIn: true })).toBeNull();
  });

  it('lets anyone open /logout, and treats a trailing slash like the path without it', () => {
    expect(go('/logout')).toBeNull();
    expect(go('/logout', { loggedIn: true })).toBeNull();
    expect(go('/rewards/', { loggedIn: false })).toBe('/login?route=%2Frewards');
    expect(go('/expired/')).toBe('/');
  });

  it('puts the campaign state before everything else, legacy targets and login included', () => {
    const expired = campaign({ campaignState: 'expired' });
    expect(go('/manage-account/settings', { campaign: expired })).toBe('/expired');
    expect(go('/logout', { campaign: campaign({ status: 'maintenance' }) })).toBe('/maintenance');
  });
});
