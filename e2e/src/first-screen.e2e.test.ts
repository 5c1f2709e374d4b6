import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Page } from 'playwright-core';
import { DEMO_MEMBER_PASSWORD } from '../../api/src/modules/identity/seed';
import { DEMO_MEMBER_EMAIL } from '../../api/src/modules/store-customer';
import type { RouteFile } from '../../scripts/lib/federation';
import { createComposerService } from '../../deploy/composer/server';
import { signIn } from '../../scripts/lib/bench-portal';
import { urlOf } from '../../shared/src/api/address';
import { openPage, passAgeGate } from './support/browser';
import { shellFolder, startNginx, type RunningNginx } from './support/nginx';
import { portalSuite } from './support/portal';
import { signInWithMailedOtp } from './support/signIn';

const suite = portalSuite(21780);
const ROOT = path.resolve(__dirname, '..', '..');

/** The member list routes whose pages come with their first screen, and their remotes (docs/first-screen-plan.md). */
const LIST_ROUTES = { '/earn-points': 'earn', '/rewards': 'rewards', '/contest': 'contest', '/help-desk': 'support' };
const HOSTILE_SUBJECT = '</script><script>window.__pwned=1</script><img src=x onerror="window.__pwned=2"> <!--';

/** The addresses of the calls a route declares, as its remote's last build published them. */
function declaredCalls(route: string, remote: string): string[] {
  const file = path.join(ROOT, `mfe-${remote}`, 'dist', 'routes.json');
  const { routes } = JSON.parse(readFileSync(file, 'utf8')) as RouteFile;
  return (routes.find((declared) => declared.path === route)?.calls ?? []).map(urlOf);
}

/**
 * Marks the elements of the server's first screen as the page parses it, before any app runs: an element
 * still marked once the page has settled is one the remote's root took over rather than drew again.
 */
const MARK_SERVED_SCREEN = () =>
  document.addEventListener('DOMContentLoaded', () => {
    for (const element of document.querySelectorAll('[data-first-screen] *'))
      (element as Element & { served?: boolean }).served = true;
  });

/** Opens a route by its address and lets it settle: the page's HTML, its answer's headers and what the page asked the API. */
async function openDirectly(page: Page, route: string) {
  const asked: string[] = [];
  const listen = (request: { url: () => string }) =>
    asked.push(new URL(request.url()).pathname + new URL(request.url()).search);
  page.on('request', listen);
  const response = await page.goto(`${suite.portal.url}${route}`);
  await page.waitForLoadState('networkidle');
  page.off('request', listen);
  return { html: await response!.text(), headers: response!.headers(), asked };
}

/** The answers block the page was sent with, as JSON reads it. */
const answersIn = (html: string) =>
  JSON.parse(/<script type="application\/json" id="portal-first-screen">([^<]*)<\/script>/.exec(html)![1]!) as {
    language: string;
    answers: Record<string, { httpCode: number; data: unknown }>;
  };

const served = (page: Page, selector: string) =>
  page.evaluate(
    (css) => (document.querySelector(css) as (Element & { served?: boolean }) | null)?.served ?? false,
    selector,
  );

/** A page as a browser with the member cookie and a page credential (`token`) gets it, from `origin`. */
async function fetchPage(origin: string, route: string, token: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${route}`, {
    headers: { cookie: `portal_member=1; portal_page=${token}`, ...headers },
  });
  return {
    status: response.status,
    html: await response.text(),
    cacheControl: response.headers.get('cache-control'),
    vary: response.headers.get('vary'),
    csp: response.headers.get('content-security-policy'),
  };
}

/**
 * Waits until every list route's page comes composed: a composer fetches a remote's renderer with the
 * first page of its route, and sends today's page while it loads (past its 300 ms budget).
 */
async function untilComposed(origin: string, token: string, headers: () => Record<string, string> = () => ({})) {
  const deadline = Date.now() + 20_000;
  for (const route of Object.keys(LIST_ROUTES)) {
    while (!(await fetchPage(origin, route, token, headers())).html.includes('data-first-screen')) {
      if (Date.now() > deadline) throw new Error(`${origin} never sent ${route} with its first screen`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

describe('a member list route’s page with its first screen in it', () => {
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ page, errors } = await openPage(suite.chrome.browser, { width: 412 }));
    await page.addInitScript(MARK_SERVED_SCREEN);
    await page.goto(`${suite.portal.url}/login`);
    await passAgeGate(page);
    await signInWithMailedOtp(page, suite.portal.url, { email: DEMO_MEMBER_EMAIL, password: DEMO_MEMBER_PASSWORD });
    const credential = (await page.context().cookies(suite.portal.url)).find(({ name }) => name === 'portal_page');
    await untilComposed(suite.portal.url, credential!.value);
  });

  it.each(Object.entries(LIST_ROUTES))(
    '%s comes with the member’s list, which the page takes over without asking for it again or drawing it anew',
    async (route, remote) => {
      errors.length = 0;
      const { html, headers, asked } = await openDirectly(page, route);
      expect(html).toContain(`<div id="app-${remote}" data-first-screen>`);
      const calls = declaredCalls(route, remote);
      expect(Object.keys(answersIn(html).answers)).toEqual(calls);
      expect(headers['cache-control']).toBe('private, no-store');
      expect(asked.filter((address) => calls.includes(address))).toEqual([]);
      expect(await served(page, `#app-${remote} h1`)).toBe(true);
      expect(await page.locator('[data-first-screen]').count()).toBe(0);
      // React reports a screen it could not take over (a hydration mismatch) as an error.
      expect(errors).toEqual([]);
    },
  );

  it('writes what a member typed as text in the screen and as data in its answers', async () => {
    await page.getByLabel('Subject').fill(HOSTILE_SUBJECT);
    await page.getByLabel('Description').fill('Scan missing.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('link', { name: HOSTILE_SUBJECT }).waitFor();
    errors.length = 0;

    const { html } = await openDirectly(page, '/help-desk');
    const tickets = Object.values(answersIn(html).answers)[0]!.data as { content: { subject: string }[] };
    expect(tickets.content.map((ticket) => ticket.subject)).toContain(HOSTILE_SUBJECT);
    expect(html).not.toContain('<script>window.__pwned');
    expect(await served(page, 'a[href^="/help-desk/"]')).toBe(true);
    expect(await page.getByRole('link', { name: HOSTILE_SUBJECT }).count()).toBe(1);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned ?? null)).toBeNull();
    expect(errors).toEqual([]);
  });

  it('is today’s page for a credential without the member cookie, which a sign-out in the browser clears, or beside a second one', async () => {
    const credential = (await page.context().cookies(suite.portal.url)).find(({ name }) => name === 'portal_page')!;
    const helpDesk = async (cookie: string) =>
      (await fetchPage(suite.portal.url, '/help-desk', credential.value, { cookie })).html;
    expect(await helpDesk(`portal_member=1; portal_page=${credential.value}`)).toContain('data-first-screen');
    const twice = `portal_member=1; portal_page=${credential.value}; portal_page=${credential.value}`;
    for (const cookie of [`portal_page=${credential.value}`, `portal_member=; portal_page=${credential.value}`, twice])
      expect(await helpDesk(cookie)).not.toContain('data-first-screen');
    // Today's page: the visitor's frame without the member cookie, the member's with the route's heading with it.
    expect(await helpDesk(`portal_page=${credential.value}`)).not.toContain('data-tier-bar-space');
    expect(await helpDesk(twice)).toContain('<h1>Help Desk</h1>');
  });

  it('is today’s page, whole and working, when the credential is forged, a filter is chosen or the API is down', async () => {
    const credential = (await page.context().cookies(suite.portal.url)).find((cookie) => cookie.name === 'portal_page');
    const pageOf = async (route: string, token: string) => {
      const { status, html, cacheControl } = await fetchPage(suite.portal.url, route, token);
      expect(status).toBe(200);
      return { html, cacheControl };
    };
    expect((await pageOf('/help-desk', credential!.value)).html).toContain('data-first-screen');

    const forged = `${credential!.value.slice(0, -4)}AAAA`;
    expect(await pageOf('/help-desk', forged)).toEqual({
      html: expect.stringContaining('<h1>Help Desk</h1>'),
      cacheControl: 'no-cache',
    });
    expect((await pageOf('/help-desk', forged)).html).not.toContain('data-first-screen');
    expect((await pageOf('/earn-points?filter=video', credential!.value)).html).not.toContain('data-first-screen');

    await suite.portal.stopApi();
    try {
      const { html } = await pageOf('/rewards', credential!.value);
      expect(html).toContain('<h1>Rewards</h1>');
      expect(html).not.toContain('data-first-screen');
    } finally {
      await suite.portal.startApi();
    }

    // The page the browser gets then shows the list its remote asks for itself.
    await page.context().addCookies([{ ...credential!, value: forged }]);
    const { html, asked } = await openDirectly(page, '/rewards');
    expect(html).not.toContain('data-first-screen');
    expect(asked).toContain(declaredCalls('/rewards', 'rewards')[0]);
    await page
      .getByRole('link', { name: /^View: / })
      .first()
      .waitFor();
  });
});

describe('the compose deployment’s shell nginx with the composer service', () => {
  let nginx: RunningNginx;
  let composer: FastifyInstance;
  let shellRoot: string;
  let credential: string;

  beforeAll(async () => {
    const { ports, url } = suite.portal;
    const nginxPort = ports.shell + 60;
    composer = await createComposerService({
      api: `http://127.0.0.1:${ports.api}`,
      shell: `http://127.0.0.1:${nginxPort}`,
    });
    await composer.listen({ port: ports.shell + 61, host: '127.0.0.1' });
    shellRoot = await shellFolder(suite.portal.url);
    nginx = await startNginx(
      'shell',
      shellRoot,
      nginxPort,
      {
        REMOTE_ORIGINS: '',
        API_UPSTREAM: `http://127.0.0.1:${ports.api}`,
        NGINX_LOCAL_RESOLVERS: '127.0.0.1',
        CSP_ANALYTICS_ORIGINS: '',
        CSP_PAYMENT_GATEWAY: '',
        COMPOSER_UPSTREAM: `http://127.0.0.1:${ports.shell + 61}`,
      },
      // Every remote's container stands behind npm start's shell, which serves each under /remotes/<name>/.
      `${url.replace('localhost', '127.0.0.1')}/remotes/$remote_name`,
    );
    credential = (await signIn(url)).pageToken!;
    await untilComposed(nginx.url, credential);
  });

  afterAll(async () => {
    await nginx?.stop();
    await composer?.close();
    if (shellRoot) rmSync(shellRoot, { recursive: true, force: true });
  });

  const pageOf = (route: string, token: string) => fetchPage(nginx.url, route, token);

  it('sends each list route’s page with the member’s first screen, private, under the shell’s policy', async () => {
    for (const [route, remote] of Object.entries(LIST_ROUTES)) {
      const { status, html, cacheControl, vary, csp } = await pageOf(route, credential);
      expect({ route, status, cacheControl, vary }).toEqual({
        route,
        status: 200,
        cacheControl: 'private, no-store',
        vary: expect.stringContaining('Accept-Language, Cookie'),
      });
      expect(html).toContain(`<div id="app-${remote}" data-first-screen>`);
      expect(Object.keys(answersIn(html).answers)).toEqual(declaredCalls(route, remote));
      expect(csp).toContain("frame-ancestors 'none'");
    }
  });

  it('sends today’s page for a route without one, a forged credential, and while the composer is down', async () => {
    const today = { status: 200, cacheControl: 'no-cache' };
    const faq = await pageOf('/faq', credential);
    expect(faq).toMatchObject(today);
    expect(faq.html).not.toContain('data-first-screen');
    const forged = await pageOf('/help-desk', `${credential.slice(0, -4)}AAAA`);
    expect(forged).toMatchObject(today);
    expect(forged.html).toContain('<h1>Help Desk</h1>');
    expect(forged.html).not.toContain('data-first-screen');
    const signedOut = await fetchPage(nginx.url, '/help-desk', credential, { cookie: `portal_page=${credential}` });
    expect(signedOut).toMatchObject(today);
    expect(signedOut.html).not.toContain('data-first-screen');
    await composer.close();
    const down = await pageOf('/rewards', credential);
    expect(down).toMatchObject(today);
    expect(down.html).toContain('<h1>Rewards</h1>');
  });

  it('marks the page credential Secure when the TLS terminator in front of it says the browser came over https', async () => {
    const refresh = async (refreshToken: string, headers: Record<string, string>) => {
      const response = await fetch(`${nginx.url}/api/s2/auth/refreshtoken`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ refreshToken }),
      });
      const { data } = (await response.json()) as { data: { refreshToken: string } };
      const cookie = response.headers.getSetCookie().find((line) => line.startsWith('portal_page='));
      return { cookie, refreshToken: data.refreshToken };
    };
    const overHttps = await refresh((await signIn(suite.portal.url)).refreshToken, { 'x-forwarded-proto': 'https' });
    expect(overHttps.cookie).toMatch(/; Secure(;|$)/);
    const overHttp = await refresh(overHttps.refreshToken, {});
    expect(overHttp.cookie).toMatch(/^portal_page=[^;]+;/);
    expect(overHttp.cookie).not.toMatch(/Secure/);
  });

  it('gives an address past its pages a minute today’s page, the composer’s 404, and keeps answering its health check', async () => {
    const { ports } = suite.portal;
    const limited = await createComposerService({
      api: `http://127.0.0.1:${ports.api}`,
      shell: `http://127.0.0.1:${ports.shell + 60}`,
      pagesPerMinute: 2,
    });
    const helpDesk = (address: string) =>
      limited.inject({
        url: '/help-desk',
        headers: { cookie: `portal_member=1; portal_page=${credential}`, 'x-forwarded-for': address },
      });
    try {
      // Its renderer loaded first, from addresses of their own, so only the limit tells the pages apart.
      for (let warm = 1; (await helpDesk(`198.51.100.${warm}`)).statusCode !== 200; warm += 1)
        await new Promise((resolve) => setTimeout(resolve, 200));
      const statuses: number[] = [];
      for (let page = 0; page < 3; page += 1) statuses.push((await helpDesk('203.0.113.7')).statusCode);
      expect(statuses).toEqual([200, 200, 404]);
      expect((await helpDesk('203.0.113.8')).statusCode).toBe(200);
      expect(
        (await limited.inject({ url: '/healthz', headers: { 'x-forwarded-for': '203.0.113.7' } })).statusCode,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
