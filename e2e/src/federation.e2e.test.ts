import { readdirSync } from 'node:fs';
import type { Page, Response } from 'playwright-core';
import type { RemoteName } from '../../shared/src';
import { signAccessToken } from '../../api/src/http/authenticate';
import { TIER_MEMBERS } from '../../api/src/modules/demo-members';
import { REMOTES, SHELL } from '../../scripts/lib/apps';
import { openPage, passAgeGate, whenRequested } from './support/browser';
import { portalSuite } from './support/portal';
import { logIn } from './support/session';

const JWT_SECRET = 'federation-e2e-secret-of-at-least-32-bytes';
/** V8's explicit compile hint as Chromium reads it: the file's first line (docs/decisions.md, 72). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const suite = portalSuite(18080, { env: { JWT_SECRET } });

/** Client-side navigation, as a link in another app would do it (single-spa patches pushState). */
const pushRoute = (page: Page, path: string) => page.evaluate((p) => window.history.pushState(null, '', p), path);
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
/** A remote's own page heading, not the one the servers write into a route's page before it runs (decision 84). */
const remoteHeading = (page: Page, remote: string, name: string) =>
  page.locator(`#app-${remote}`).getByRole('heading', { level: 1, name });

const escapeRegExp = (text: string) => text.replace(/[.:/]/g, '\\$&');

interface Landing {
  who: 'a member' | 'a visitor';
  path: string;
  remote: RemoteName;
  title: string;
}

/**
 * Opens `path` as `who` with the shell's scripts that `held` matches kept back until the page has asked
 * for the landing remote's manifest, then lets them run and waits for the page's heading. Answers every
 * address the page asked for, in order.
 */
/** The address of the picture a list call's first entry names under `field`, as the page asks for it. */
async function firstPicture(answer: Response, field: string): Promise<string> {
  const body = (await answer.json()) as { data: { content: Array<Record<string, string>> } };
  return new URL(body.data.content[0]![field]!, suite.portal.url).href;
}

async function landWithScriptsHeld({ who, path, remote, title }: Landing, held: RegExp) {
  const { page, errors, context } = await openPage(suite.chrome.browser);
  if (who === 'a member') await logIn(context, JWT_SECRET, TIER_MEMBERS[0]!);
  const manifest = `${suite.portal.remoteUrl(remote)}/mf-manifest.json`;
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  let release = () => undefined as void;
  const holding = new Promise<void>((resolve) => (release = resolve));
  await page.route(held, async (route) => {
    await holding;
    await route.continue();
  });
  const asked = page.waitForRequest(manifest, { timeout: 10_000 });
  await page.goto(`${suite.portal.url}${path}`, { waitUntil: 'commit' });
  await asked;
  release();
  await passAgeGate(page);
  await heading(page, title).waitFor();
  return { requested, manifest, errors, context };
}

/**
 * Logs a member in and sets the balance through the earn remote's own copy of the session module,
 * read from the earn container's share scope. If the singletons were not shared, the shell's header
 * would keep reading a different store and never show this member.
 */
async function setSessionThroughEarnRemote(page: Page): Promise<void> {
  // A valid access token, so the member-only calls the header makes (balance, notifications) succeed.
  const member = TIER_MEMBERS[0]!;
  const accessToken = signAccessToken(JWT_SECRET, { id: member.id, tier: member.tier });
  await page.evaluate(async (token) => {
    type SessionModule = {
      useSession: { getState: () => { login: (u: object, t: object) => void; setPointBalance: (n: number) => void } };
    };
    type Instance = { name: string; loadShare: (pkg: string) => Promise<false | (() => SessionModule)> };
    const federation = (window as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__;
    const earn = federation.__INSTANCES__.find((instance) => instance.name === 'earn');
    if (!earn) throw new Error('the earn container is not loaded');
    const factory = await earn.loadShare('@portal/shared');
    if (!factory) throw new Error('earn has no @portal/shared in its share scope');
    const { useSession } = factory();
    useSession
      .getState()
      .login({ id: 'e2e', email: 'dana@example.com', name: 'Dana' }, { accessToken: token, refreshToken: 'unused' });
    useSession.getState().setPointBalance(4321);
  }, accessToken);
}

describe('the federation in Chromium', () => {
  it('passes the age gate, mounts every remote, shares one session store and navigates without reloads', async () => {
    const { page, errors, context } = await openPage(suite.chrome.browser);
    await page.goto(suite.portal.url);
    await passAgeGate(page);
    await heading(page, 'Welcome to Vapor Rewards').waitFor();
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    await page.getByRole('navigation').getByRole('link', { name: 'Login' }).click();
    await heading(page, 'Login').waitFor();

    await pushRoute(page, '/static/thank-you-quiz');
    await heading(page, 'Thank you!').waitFor();

    // The header then asks the API for the balance; it answers the same figure, whichever comes first.
    await page.route('**/api/s1/points/pointbalance', (route) =>
      route.fulfill({ json: { httpCode: 200, data: { pointBalance: 4321, lifetimePoints: 4321 } } }),
    );
    await setSessionThroughEarnRemote(page);
    await page.getByTestId('point-balance').filter({ hasText: '4,321 pts' }).waitFor();
    await page.getByTestId('member-name').filter({ hasText: 'Dana' }).waitFor();

    await page.getByRole('navigation').getByRole('link', { name: 'Rewards' }).click();
    await heading(page, 'Rewards').waitFor();
    await page.getByRole('navigation').getByRole('link', { name: 'Contest' }).click();
    await heading(page, 'Contest').waitFor();
    await pushRoute(page, '/help-desk');
    await heading(page, 'Help Desk').waitFor();

    await page.goBack();
    await heading(page, 'Contest').waitFor();
    await page.goBack();
    await heading(page, 'Rewards').waitFor();
    await page.goForward();
    await heading(page, 'Contest').waitFor();

    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('loads each shared library once, whichever app loaded it', async () => {
    const { page, context } = await openPage(suite.chrome.browser);
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.url());
    });
    await page.goto(`${suite.portal.url}/login`);
    await passAgeGate(page);
    await heading(page, 'Login').waitFor();
    await pushRoute(page, '/static/thank-you-quiz');
    await heading(page, 'Thank you!').waitFor();
    const versions = await page.evaluate(() => {
      type Share = Record<string, Record<string, Record<string, { loaded?: boolean; from: string }>>>;
      const shares = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Share> } }).__FEDERATION__
        .__SHARE__;
      const loaded: Record<string, string[]> = {};
      for (const host of Object.values(shares)) {
        for (const libs of Object.values(host)) {
          for (const [lib, byVersion] of Object.entries(libs)) {
            for (const [version, share] of Object.entries(byVersion)) {
              if (!share.loaded) continue;
              const versions = (loaded[lib] ??= []);
              if (!versions.includes(version)) versions.push(version);
            }
          }
        }
      }
      return loaded;
    });
    // react-router-dom is not a share of its own: it lives inside @portal/shared (see README).
    for (const lib of [
      'react',
      'react-dom',
      'zustand',
      'i18next',
      'react-i18next',
      'styled-components',
      '@portal/shared',
    ]) {
      expect([lib, versions[lib]?.length]).toEqual([lib, 1]);
    }
    // axios loads with the first API call that needs it (none on these pages), and then only once.
    expect(versions.axios?.length ?? 0).toBeLessThanOrEqual(1);
    expect(versions['@portal/kit']?.length).toBe(1);
    // No script is fetched twice, and none of the fallback copies of shared libraries each remote
    // carries (listed in its mf-manifest.json) is fetched: the shell's copies serve every app. The kit
    // is the exception: the shell shares none (it bundles the UI parts it paints with, docs/decisions.md
    // 39), so the first remote that needs it brings it, once, for the others.
    expect(new Set(scripts).size).toBe(scripts.length);
    // Each remote is a folder under the shell's origin (docs/decisions.md, 101).
    const remoteFolders = [
      ...new Set(scripts.map((url) => /^.*\/remotes\/[a-z]+/.exec(url)?.[0]).filter((folder) => folder !== undefined)),
    ];
    expect(remoteFolders.length).toBeGreaterThan(0);
    for (const folder of remoteFolders) {
      const manifest = (await (await fetch(`${folder}/mf-manifest.json`)).json()) as {
        shared: Array<{ name: string; assets: { js: { sync: string[] } } }>;
      };
      const files = (kit: boolean) =>
        manifest.shared
          .filter((share) => (share.name === '@portal/kit') === kit)
          .flatMap((share) => share.assets.js.sync)
          .map((file) => `${folder}/${file}`);
      // A file the kit loads may be one another library's fallback loads too (docs/decisions.md, 78).
      const fallbacks = files(false).filter((file) => !files(true).includes(file));
      expect(scripts.filter((url) => fallbacks.includes(url))).toEqual([]);
    }
    await context.close();
  });

  it('names every start-up file in the page, so the browser fetches them beside the entry, and uses each once', async () => {
    const { page, context } = await openPage(suite.chrome.browser);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    // The shell's chunks are held until the entry has run: whatever start-up file the page did not
    // name, the chunk loader asks for then, and nothing later can start while they are held.
    const held: Array<() => void> = [];
    let holding = true;
    const origin = suite.portal.url;
    await page.route(`${origin}/*.js`, async (route) => {
      if (holding && !/\/main\.[0-9a-f]+\.js$/.test(route.request().url())) {
        await new Promise<void>((release) => held.push(release));
      }
      await route.continue();
    });
    await page.goto(`${origin}/login`, { waitUntil: 'commit' });
    await page.waitForRequest(`${origin}/federation.json`);
    const named = await page.$$eval('link[rel=preload][as=script]', (links) =>
      links.map((link) => (link as HTMLLinkElement).href),
    );
    // The named files were asked for while the page was parsed; a file the page did not name, when the
    // entry runs, before the $$eval above answered.
    await whenRequested(page, requested, named);
    const shellScripts = requested.filter(
      (url) => url.startsWith(`${origin}/`) && !url.startsWith(`${origin}/remotes/`) && url.endsWith('.js'),
    );
    expect(named.length).toBeGreaterThan(5);
    expect(shellScripts[0]).toMatch(/\/main\.[0-9a-f]+\.js$/);
    expect(new Set(shellScripts.slice(1))).toEqual(new Set(named));

    holding = false;
    held.splice(0).forEach((release) => release());
    await remoteHeading(page, 'auth', 'Login').waitFor();
    // Each named file was fetched once (the loader took the preloaded copy) and ran.
    for (const url of named) expect(requested.filter((r) => r === url)).toHaveLength(1);
    const ran = await page.evaluate(() =>
      (window as unknown as { webpackChunkshell: Array<[number[]]> }).webpackChunkshell.flatMap(([ids]) => ids),
    );
    const chunkId = (url: string) => Number(/\/(\d+)\.[0-9a-f]+\.js$/.exec(url)?.[1]);
    expect(ran).toEqual(expect.arrayContaining(named.map(chunkId)));
    // The remotes' addresses are asked for once, as the entry runs, before the shared libraries do.
    expect(requested.filter((url) => url === `${origin}/federation.json`)).toHaveLength(1);
    await context.close();
  });

  it.each([
    { route: '/signup opened directly', remote: 'auth', first: '/signup', title: 'Create your account' },
    { route: "/signup reached from the shell's home", remote: 'auth', first: '/', title: 'Create your account' },
    {
      route: 'member /rewards opened directly',
      remote: 'rewards',
      first: '/rewards',
      title: 'Rewards',
      call: '/api/s1/userportal/rewardlist?page=0&limit=8',
      picture: 'image',
    },
    {
      route: 'member /earn-points opened directly',
      remote: 'earn',
      first: '/earn-points',
      title: 'Earn Points',
      call: '/api/s1/activity?page=0&limit=100',
      picture: 'cardHeaderImage',
      // Its cards' titles carry HTML: the kit asks for DOMPurify as the first one renders (decision 103).
      sanitizes: true,
    },
    {
      route: 'member /contest opened directly',
      remote: 'contest',
      first: '/contest',
      title: 'Contest',
      call: '/api/s1/contest?page=0&limit=8',
      picture: 'cardHeaderImage',
    },
    {
      route: 'member /help-desk opened directly',
      remote: 'support',
      first: '/help-desk',
      title: 'Help Desk',
      call: '/api/s1/support/ticket?page=0&limit=5000',
    },
    // Pages that are chunks of their own (decision 140): the route's chunk comes beside the entry (141).
    {
      route: 'member /upload-receipt opened directly',
      remote: 'earn',
      first: '/upload-receipt',
      title: 'Upload Receipt',
      // The page's own form, not the title and lead that stand in its place while its chunk loads.
      shown: 'input[type="file"]',
    },
    {
      route: 'member /faq opened directly',
      remote: 'support',
      first: '/faq',
      title: 'FAQ',
      shown: 'button[aria-expanded]',
    },
  ] as const)(
    "asks for every file of the first screen beside the remote's entry, not once it has run: $route",
    async (screen) => {
      const { remote: name, first, title } = screen;
      const { page, context } = await openPage(suite.chrome.browser);
      if (name !== 'auth') await logIn(context, JWT_SECRET, TIER_MEMBERS[0]!);
      const remote = suite.portal.remoteUrl(name);
      const path = name === 'auth' ? '/signup' : first;
      const manifest = (await (await fetch(`${remote}/mf-manifest.json`)).json()) as {
        shared: Array<{ name: string; assets: { js: { sync: string[] } } }>;
        exposes: Array<{ path: string; assets: { js: { sync: string[] } } }>;
        metaData: { routePages: Array<{ path: string; js: string[] }> };
      };
      const kit = manifest.shared
        .find((shared) => shared.name === '@portal/kit')!
        .assets.js.sync.map((file) => `${remote}/${file}`);
      const app = manifest.exposes
        .find((expose) => expose.path === './app')!
        .assets.js.sync.map((file) => `${remote}/${file}`);
      // A page that is a chunk of its own: the files the build lists for its route (decision 141).
      const pageFiles = (manifest.metaData.routePages.find((route) => route.path === path)?.js ?? []).map(
        (file) => `${remote}/${file}`,
      );
      expect(pageFiles.length > 0).toBe('shown' in screen);
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      const callAnswer = 'picture' in screen ? page.waitForResponse(`${suite.portal.url}${screen.call}`) : undefined;
      // The entry is held: whatever the remote asks for once it runs comes after the release.
      let release = () => undefined as void;
      const entryHeld = new Promise<void>((resolve) => (release = resolve));
      await page.route(`${remote}/remoteEntry.js`, async (route) => {
        await entryHeld;
        await route.continue();
      });
      await page.goto(`${suite.portal.url}${first}`);
      const direct = first === path;
      // The age gate opens once the route's app is there, or at once on the shell's home.
      if (!direct) {
        await passAgeGate(page);
        await pushRoute(page, path);
      }
      await page.waitForRequest(`${remote}/remoteEntry.js`);
      // What the screen needs first, asked for while the entry is held: the kit, the app's chunk, the
      // page's own chunk where it has one, the route's call and the picture its answer names first.
      const picture =
        'picture' in screen && screen.picture ? await firstPicture(await callAnswer!, screen.picture) : undefined;
      const calls = 'call' in screen ? [`${suite.portal.url}${screen.call}`] : [];
      await whenRequested(page, requested, [...kit, ...app, ...pageFiles, ...calls, ...(picture ? [picture] : [])]);
      const beforeEntryRan = [...requested];
      release();
      if (direct) await passAgeGate(page);
      await heading(page, title).waitFor();
      // The remote's own screen, not only the heading the servers painted: its first picture is shown.
      if (picture)
        await page.waitForFunction((src) => [...document.images].some((image) => image.src === src), picture);
      if ('shown' in screen) await page.locator(`#app-${name} ${screen.shown}`).first().waitFor();

      // The kit (whose files the build lists, docs/decisions.md 78) and the screen's own code (79) were
      // asked for with the entry: nothing of the remote is asked for late, and nothing twice.
      expect(kit.length).toBeGreaterThan(1);
      expect(beforeEntryRan).toEqual(expect.arrayContaining(kit));
      const remoteScripts = requested.filter((url) => url.startsWith(remote) && url.endsWith('.js'));
      const late = remoteScripts.filter((url) => !beforeEntryRan.includes(url));
      const sanitizer = async (url: string) => /DOMPurify/.test(await (await fetch(url)).text());
      const allowed = 'sanitizes' in screen ? await Promise.all(late.map(sanitizer)) : late.map(() => false);
      expect(late.filter((_, i) => !allowed[i])).toEqual([]);
      expect(new Set(remoteScripts).size).toBe(remoteScripts.length);
      // The page's first call, which its route declares (80), went out with the entry, and only once.
      if ('call' in screen) {
        const call = `${suite.portal.url}${screen.call}`;
        expect(beforeEntryRan).toContain(call);
        expect(requested.filter((url) => url === call)).toHaveLength(1);
      }
      // The picture the answer names first (88) was asked for before the entry ran, and the page's own
      // image took it: it was asked for once.
      if (picture) {
        expect(beforeEntryRan).toContain(picture);
        expect(requested.filter((url) => url === picture)).toHaveLength(1);
      }
      await context.close();
    },
  );

  it('marks the files every start-up runs for compiling whole, and no file loaded later', async () => {
    const { page, context } = await openPage(suite.chrome.browser);
    const origin = suite.portal.url;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${origin}/login`);
    await remoteHeading(page, 'auth', 'Login').waitFor();
    const hinted = async (url: string) => (await (await fetch(url)).text()).startsWith(COMPILE_HINT);

    // The shell: its entry and the files the page names carry the hint; its lazy chunks do not.
    const html = await (await fetch(`${origin}/login`)).text();
    const named = [...html.matchAll(/(?:src|href)=["']?\/([\w.]+\.js)\b/g)].map((match) => match[1]!);
    const shellFiles = readdirSync(SHELL.dist).filter((file) => file.endsWith('.js'));
    const shellHinted = await Promise.all(shellFiles.map((file) => hinted(`${origin}/${file}`)));
    expect(shellFiles.filter((_, i) => shellHinted[i]).sort()).toEqual([...named].sort());
    expect(named.length).toBeGreaterThan(5);
    expect(shellHinted.filter((marked) => !marked).length).toBeGreaterThan(0);

    // The login page's remote: its entry and the module it exposes carry it, its lazy chunks do not.
    const remoteFolder = scripts.find((url) => url.endsWith('/remoteEntry.js'))!.replace(/\/remoteEntry\.js$/, '');
    expect(remoteFolder).toBe(`${origin}/remotes/auth`);
    const manifest = (await (await fetch(`${remoteFolder}/mf-manifest.json`)).json()) as {
      exposes: Array<{ name: string; assets: { js: { sync: string[] } } }>;
    };
    const exposed = manifest.exposes.find((expose) => expose.name === 'app')!.assets.js.sync;
    for (const file of ['remoteEntry.js', ...exposed]) expect(await hinted(`${remoteFolder}/${file}`)).toBe(true);
    const auth = REMOTES.find((app) => app.remote === 'auth')!;
    const remoteFiles = readdirSync(auth.dist).filter((file) => file.endsWith('.js'));
    const remoteHinted = await Promise.all(remoteFiles.map((file) => hinted(`${remoteFolder}/${file}`)));
    expect(remoteHinted.filter((marked) => !marked).length).toBeGreaterThan(0);
    await context.close();
  });

  it("starts loading a link's remote when the member points at the link or focuses it, before the click", async () => {
    const { page, errors, context } = await openPage(suite.chrome.browser);
    await logIn(context, JWT_SECRET, TIER_MEMBERS[0]!);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const remote = (name: 'rewards' | 'contest') => suite.portal.remoteUrl(name);
    const scriptsOf = (name: 'rewards' | 'contest') =>
      requested.filter((url) => url.startsWith(remote(name)) && url.endsWith('.js'));
    await page.goto(`${suite.portal.url}/earn-points`);
    await passAgeGate(page);
    await heading(page, 'Earn Points').waitFor();
    const nav = page.getByRole('navigation');
    expect(scriptsOf('rewards')).toEqual([]);

    const rewardsAsked = page.waitForRequest(`${remote('rewards')}/remoteEntry.js`);
    await nav.getByRole('link', { name: 'Rewards' }).hover();
    await rewardsAsked;
    expect(new URL(page.url()).pathname).toBe('/earn-points');
    const contestAsked = page.waitForRequest(`${remote('contest')}/remoteEntry.js`);
    await nav.getByRole('link', { name: 'Contest' }).focus();
    await contestAsked;

    await nav.getByRole('link', { name: 'Rewards' }).click();
    await heading(page, 'Rewards').waitFor();
    // The click found the files asked for when the pointer arrived: none was fetched again.
    expect(scriptsOf('rewards').length).toBeGreaterThan(1);
    expect(new Set(scriptsOf('rewards')).size).toBe(scriptsOf('rewards').length);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("asks for a page's own chunk when the member points at a link to it, before the click, and once", async () => {
    const { page, errors, context } = await openPage(suite.chrome.browser);
    await logIn(context, JWT_SECRET, TIER_MEMBERS[0]!);
    const remote = suite.portal.remoteUrl('earn');
    const manifest = (await (await fetch(`${remote}/mf-manifest.json`)).json()) as {
      metaData: { routePages: Array<{ path: string; js: string[] }> };
    };
    const activityPage = manifest.metaData.routePages
      .find((route) => route.path === '/earn-points-action-preview/:id')!
      .js.map((file) => `${remote}/${file}`);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    // Past the age gate already: its button, clicked, would leave the pointer resting where the cards come.
    await context.addInitScript(() => sessionStorage.setItem('portal-age-verified', 'true'));
    await page.goto(`${suite.portal.url}/earn-points`);
    const card = page.locator('#app-earn a[href^="/earn-points-action-preview/"]').first();
    await card.waitFor();
    expect(requested.filter((url) => activityPage.includes(url))).toEqual([]);

    // The earn remote is loaded already: pointing at the card asks for the activity page's chunk (decision 143).
    const asked = Promise.all(activityPage.map((url) => page.waitForRequest(url)));
    await card.hover();
    await asked;
    expect(new URL(page.url()).pathname).toBe('/earn-points');
    await card.click();
    await page.waitForURL(/\/earn-points-action-preview\//);
    await page.locator('#app-earn h1').first().waitFor();
    expect(requested.filter((url) => activityPage.includes(url)).sort()).toEqual([...activityPage].sort());
    // The first activity is a video, whose player's host this offline machine cannot resolve.
    expect(errors.filter((error) => !error.includes('net::ERR_NAME_NOT_RESOLVED'))).toEqual([]);
    await context.close();
  });

  it('fetches the manifests of the remotes a member may open once the page has settled, and the switch uses them', async () => {
    const { page, errors, context } = await openPage(suite.chrome.browser);
    await logIn(context, JWT_SECRET, TIER_MEMBERS[0]!);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const manifestOf = (name: RemoteName) => `${suite.portal.remoteUrl(name)}/mf-manifest.json`;
    const times = (name: RemoteName) => requested.filter((url) => url === manifestOf(name)).length;
    const others: RemoteName[] = ['auth', 'rewards', 'contest', 'support'];
    const fetchedAhead = Promise.all(others.map((name) => page.waitForRequest(manifestOf(name))));
    await page.goto(`${suite.portal.url}/earn-points`);
    await passAgeGate(page);
    await heading(page, 'Earn Points').waitFor();
    await fetchedAhead;
    const all: RemoteName[] = [...others, 'earn'];
    expect(all.map((name) => [name, times(name)])).toEqual(all.map((name) => [name, 1]));
    // Ahead, not the remotes themselves: no script of theirs until the member heads there.
    expect(
      requested.filter(
        (url) => others.some((name) => url.startsWith(`${suite.portal.remoteUrl(name)}/`)) && url.endsWith('.js'),
      ),
    ).toEqual([]);

    await page.getByRole('navigation').getByRole('link', { name: 'Rewards' }).click();
    await heading(page, 'Rewards').waitFor();
    expect(times('rewards')).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    { who: 'a member', path: '/rewards', remote: 'rewards', title: 'Rewards' },
    // A visitor is sent to /login: the login remote's manifest is the one to fetch.
    { who: 'a visitor', path: '/help-desk/42', remote: 'auth', title: 'Login' },
  ] as const)(
    'asks for the manifest of the remote $who lands on ($path) as /federation.json arrives, while the shell’s start-up files still load',
    async (landing) => {
      // Every script of the shell but its entry is held: the start-up files the page names (decision 70)
      // cannot run, so neither can the root config, which used to be the first to ask for the manifest.
      const { requested, manifest, errors, context } = await landWithScriptsHeld(
        landing,
        new RegExp(`^${escapeRegExp(suite.portal.url)}/(?!main\\.)[\\w.]+\\.js$`),
      );
      // The runtime took that answer: the manifest was asked for once.
      expect(requested.filter((url) => url === manifest)).toHaveLength(1);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each([
    { who: 'a member', path: '/rewards', remote: 'rewards', title: 'Rewards' },
    { who: 'a member', path: '/help-desk', remote: 'support', title: 'Help Desk' },
    { who: 'a visitor', path: '/signup', remote: 'auth', title: 'Create your account' },
  ] as const)(
    'names the manifest of the remote $who opens ($path) in the page: asked for after the shell’s entry, before it runs, once',
    async (landing) => {
      // The shell's entry is held: nothing of the shell runs, so only the page can ask for the manifest.
      const shellEntry = new RegExp(`^${escapeRegExp(suite.portal.url)}/main\\.[0-9a-f]+\\.js$`);
      const { requested, manifest, errors, context } = await landWithScriptsHeld(landing, shellEntry);
      // The shell's entry went first; the shell's fetch took the manifest the page asked for.
      expect(requested.findIndex((url) => shellEntry.test(url))).toBeLessThan(requested.indexOf(manifest));
      expect(requested.filter((url) => url === manifest)).toHaveLength(1);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('keeps the shell and the other remotes working while one remote is down, and recovers on retry', async () => {
    await suite.portal.stopRemote('earn');
    const { page, context } = await openPage(suite.chrome.browser);
    await page.goto(`${suite.portal.url}/static/thank-you-quiz`);
    await passAgeGate(page);
    const panel = page.getByTestId('unavailable-panel');
    await panel.getByRole('heading', { name: 'This section is temporarily unavailable' }).waitFor();
    await page.getByRole('banner').waitFor();
    await page.getByRole('contentinfo').waitFor();

    await page.getByRole('navigation').getByRole('link', { name: 'Login' }).click();
    await heading(page, 'Login').waitFor();
    await page.goBack();
    await panel.waitFor();

    await suite.portal.startRemote('earn');
    await panel.getByRole('button', { name: 'Try again' }).click();
    await heading(page, 'Thank you!').waitFor();
    expect(await panel.count()).toBe(0);
    await context.close();
  });
});
