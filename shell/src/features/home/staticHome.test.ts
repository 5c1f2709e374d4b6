import { readFileSync } from 'node:fs';
import path from 'node:path';
import { knownRouteAnswer, takeFirstScreen, useSession } from '@portal/shared';
import { TIER_BAR_COLLAPSED_KEY } from '../tier-bar/collapsed';
import { hasMemberCookie, memberCookie } from './memberCookie';
import { dropStaticContentOffRoute, keepMemberCookie } from './staticHome';

const member = { id: 'm1', email: 'm@example.com' };
const cookieSaysMember = () => hasMemberCookie(document.cookie);

describe('the member cookie', () => {
  test('follows the session: set at sign-in, gone at sign-out, right at start', () => {
    useSession.getState().login(member, { accessToken: 'a.e30.s', refreshToken: 'r' });
    document.cookie = memberCookie(false, false);
    keepMemberCookie();
    expect(cookieSaysMember()).toBe(true);
    useSession.getState().logout();
    expect(cookieSaysMember()).toBe(false);
    useSession.getState().login(member, { accessToken: 'a.e30.s', refreshToken: 'r' });
    expect(cookieSaysMember()).toBe(true);
  });

  test('is read from a Cookie header among others, and only when it says 1', () => {
    expect(hasMemberCookie('theme=dark; portal_member=1; x=y')).toBe(true);
    expect(hasMemberCookie('portal_member=')).toBe(false);
    expect(hasMemberCookie('xportal_member=1')).toBe(false);
    expect(hasMemberCookie(undefined)).toBe(false);
  });

  test('is Secure on https and deleted with a zero age', () => {
    expect(memberCookie(true, true)).toMatch(/^portal_member=1; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/);
    expect(memberCookie(false, false)).toBe('portal_member=; Path=/; Max-Age=0; SameSite=Lax');
  });
});

describe('what the server painted into the main area', () => {
  const route = (url: string) =>
    window.dispatchEvent(new CustomEvent('single-spa:before-routing-event', { detail: { newUrl: url } }));

  // One listener, as at start-up: the page was sent for /signup, and `/` is the pages app's.
  beforeAll(() => {
    window.history.replaceState(null, '', '/signup');
    dropStaticContentOffRoute((pathname) => pathname === '/');
  });

  test('the home stays for the pages app and goes before another app’s page', () => {
    document.body.innerHTML = '<div id="portal-pages"><section data-static-home><h1>Welcome</h1></section></div>';
    route('http://localhost/');
    expect(document.querySelector('[data-static-home]')).not.toBeNull();
    route('http://localhost/login');
    expect(document.querySelector('[data-static-home]')).toBeNull();
  });

  test('a route’s heading stays on the path the page was sent for and goes before any other', () => {
    document.body.innerHTML = '<div id="portal-pages"><section data-static-screen><h1>Create</h1></section></div>';
    route('http://localhost/signup?refCode=abc');
    expect(document.querySelector('[data-static-screen]')).not.toBeNull();
    route('http://localhost/');
    expect(document.querySelector('[data-static-screen]')).toBeNull();
  });

  test('a first screen its remote has not taken over yet goes, with its answers, before any other path', () => {
    const answers = { '/api/s1/contest?page=0&limit=8': { httpCode: 200, data: { content: [] } } };
    document.body.innerHTML = `<main id="portal-main"><div id="portal-pages"></div><div id="app-contest" data-first-screen><h1>Contests</h1></div><script type="application/json" id="portal-first-screen">${JSON.stringify({ language: 'en', answers })}</script></main>`;
    useSession.getState().setLanguage('en');
    takeFirstScreen();
    const given = () => knownRouteAnswer({ url: '/s1/contest', params: { page: 0, limit: 8 } });
    route('http://localhost/signup?refCode=abc');
    expect(document.querySelector('#app-contest h1')).not.toBeNull();
    expect(given()).toEqual(answers['/api/s1/contest?page=0&limit=8']);
    route('http://localhost/login');
    const area = document.getElementById('app-contest')!;
    expect(area.hasAttribute('data-first-screen')).toBe(false);
    expect(area.childNodes).toHaveLength(0);
    expect(given()).toBeUndefined();
  });

  test('a route’s heading goes at start when a guard sent the page elsewhere before the apps', () => {
    // A member route's page, sent for a stale member cookie: the start's guard replaced /rewards with /login.
    document.body.innerHTML = '<div id="portal-pages"><section data-static-screen><h1>Rewards</h1></section></div>';
    const entries = jest
      .spyOn(performance, 'getEntriesByType')
      .mockReturnValue([{ name: 'http://localhost/rewards' } as PerformanceEntry]);
    window.history.replaceState(null, '', '/login?route=%2Frewards');
    dropStaticContentOffRoute(() => false);
    expect(document.querySelector('[data-static-screen]')).toBeNull();
    entries.mockRestore();
    window.history.replaceState(null, '', '/signup');
  });
});

describe('the member home’s inline script', () => {
  // The file the build inlines in member-home.html, run as the browser runs it, before the apps.
  const script = readFileSync(path.join(__dirname, 'member-home.inline.js'), 'utf8');
  const paintMemberHome = () => {
    document.body.innerHTML = `
      <div data-tier-bar-space></div>
      <section data-static-home><h1 data-greeting="Welcome back, {{name}}!">Welcome back!</h1></section>`;
    new Function(script)();
    return {
      greeting: document.querySelector('h1')?.textContent,
      collapsed: document.querySelector('[data-tier-bar-space]')?.hasAttribute('data-collapsed'),
    };
  };

  beforeEach(() => localStorage.clear());

  test('greets the signed-in member by name and keeps the open tier bar’s space', () => {
    useSession.getState().login({ ...member, firstName: 'Dana' }, { accessToken: 'a.e30.s', refreshToken: 'r' });
    expect(paintMemberHome()).toEqual({ greeting: 'Welcome back, Dana!', collapsed: false });
  });

  test('keeps the collapsed bar’s space when the member collapsed it', () => {
    useSession.getState().login({ ...member, firstName: 'Dana' }, { accessToken: 'a.e30.s', refreshToken: 'r' });
    localStorage.setItem(TIER_BAR_COLLAPSED_KEY, 'true');
    expect(paintMemberHome()).toEqual({ greeting: 'Welcome back, Dana!', collapsed: true });
  });

  test('writes a name as text, whatever it holds', () => {
    const name = '<img src=x onerror=alert(1)> $& {{name}}';
    useSession.getState().login({ ...member, firstName: name }, { accessToken: 'a.e30.s', refreshToken: 'r' });
    expect(paintMemberHome().greeting).toBe(`Welcome back, ${name}!`);
    expect(document.querySelector('img')).toBeNull();
  });

  test('leaves the greeting without a name when storage holds no session or a broken one', () => {
    useSession.getState().logout();
    localStorage.clear();
    expect(paintMemberHome()).toEqual({ greeting: 'Welcome back!', collapsed: false });
    localStorage.setItem('portal-session', '{not json');
    expect(paintMemberHome()).toEqual({ greeting: 'Welcome back!', collapsed: false });
  });
});
