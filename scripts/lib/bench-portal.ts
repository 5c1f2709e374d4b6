import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { API_PORT_OFFSET } from '../../shared/build/ports';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../e2e/src/support/browser';
import { MEMBER_COOKIE } from '../../shell/src/features/home/memberCookie';
import { percentile } from './bench';
import { buildStale } from './build';
import { startPortal } from './portal';
import { localCertificate } from './certificate';

/**
 * What the browser benchmarks (`bench:lighthouse`, `bench:startup`) share: a portal of their own or the
 * one at a given URL, the demo member's session through the real API, the figures' helpers.
 */

const DEMO = { email: 'demo@vapor-rewards.example', password: 'Demo#2026' };

export interface Session {
  accessToken: string;
  refreshToken: string;
  user: { id: string; pointBalance: number };
  /** The page credential the sign-in set (the `portal_page` cookie, docs/decisions.md 144). */
  pageToken?: string;
}

/**
 * The cookies a browser that signed in holds: the member cookie and the page credential, with which the
 * servers send a list route's first screen in its page (docs/first-screen-plan.md).
 */
export const memberCookies = (origin: string, session: Session) => [
  { name: MEMBER_COOKIE, value: '1', url: origin },
  ...(session.pageToken
    ? [{ name: 'portal_page', value: session.pageToken, url: origin, httpOnly: true, sameSite: 'Strict' as const }]
    : []),
];

export const median = (values: number[]): number =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

/** The machine's load average, printed beside the figures it changes. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** A port base whose shell, remote and API ports are all free now. */
export async function freePortBase(): Promise<number> {
  const free = (port: number) =>
    new Promise<boolean>((resolve) => {
      const server = createServer().once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
  for (let base = 19_300; base < 30_000; base += 100) {
    const ports = [...Array(6).keys()].map((i) => base + i).concat(base + API_PORT_OFFSET);
    if ((await Promise.all(ports.map(free))).every(Boolean)) return base;
  }
  throw new Error('no free port base');
}

/**
 * The newest mail to the demo member in the dev mailbox, by its time stamp (the mailbox orders by id as
 * text, so "9" comes before "10"); given the previous newest, waits up to 5 s for a newer one.
 */
async function newestMail(origin: string, previous?: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const page = await (await fetch(`${origin}/api/dev/mailbox?to=${encodeURIComponent(DEMO.email)}`)).text();
    const stamp = (mail: string) => /\d{4}-\d\d-\d\dT[\d:.]+Z/.exec(mail)?.[0] ?? '';
    const mails = page.match(/<article[\s\S]*?<\/article>/g) ?? [];
    const newest = mails.reduce((best, mail) => (stamp(mail) > stamp(best) ? mail : best), '');
    if (previous === undefined || (newest && newest !== previous)) return newest;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return '';
}

/**
 * The demo member's session through the real API at `origin` (a portal's or the API's own): sign-in, the OTP
 * mailed to the dev mailbox, verification.
 */
export async function signIn(origin: string): Promise<Session> {
  const post = async (url: string, body: unknown) => {
    const response = await fetch(`${origin}/api${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('portal_page='));
    const answer = (await response.json()) as { httpCode: number; data?: unknown };
    return { ...answer, pageToken: cookie?.split(';')[0]!.slice('portal_page='.length) };
  };
  const before = await newestMail(origin);
  const first = await post('/s2/auth/signin', { username: DEMO.email, password: DEMO.password });
  if (first.httpCode !== 204) throw new Error(`sign-in answered ${first.httpCode}, expected an OTP request`);
  const otp = /<pre>[^<]*?\b(\d{6})\b/.exec(await newestMail(origin, before))?.[1];
  if (!otp) throw new Error('no OTP in the dev mailbox (is it enabled?)');
  const second = await post('/s2/auth/verification', { data: first.data, otp });
  if (second.httpCode !== 200) throw new Error(`OTP verification answered ${second.httpCode}`);
  return { ...(second.data as Session), pageToken: second.pageToken };
}

/**
 * What the shell's session store persists (zustand persist), so the page boots signed in, with the balance
 * the sign-in answered, as a browser that signed in keeps it.
 */
export const persistedSession = ({ user, accessToken, refreshToken }: Session) =>
  JSON.stringify({
    state: { user, accessToken, refreshToken, pointBalance: user.pointBalance, tier: 1, videoPlayStatus: null },
    version: 0,
  });

/** The routes the phone budgets are measured on (issue 8): a visitor's, then the demo member's. */
export const BUDGET_ROUTES: ReadonlyArray<{ label: string; path: string; member: boolean }> = [
  ...['/', '/login', '/signup'].map((path) => ({ label: `visitor ${path}`, path, member: false })),
  ...['/', '/earn-points', '/rewards', '/contest', '/help-desk'].map((path) => ({
    label: `member ${path}`,
    path,
    member: true,
  })),
];

/** Keeps the page's last largest-paint entry in `window.__portalPaint` (source text: see bench-lighthouse). */
export const WATCH_LARGEST_PAINT = `window.__portalPaint = { ms: 0, element: '-' };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const element = entry.element;
    const what = element ? element.tagName.toLowerCase() + (entry.url ? ' ' + entry.url.split('/').pop() : '') : '-';
    window.__portalPaint = { ms: entry.startTime, element: what };
  }
}).observe({ type: 'largest-contentful-paint', buffered: true });`;

/**
 * Chromium for a benchmark: its portal answers over HTTPS with a certificate made for the run
 * (benchPortal), which no authority signed.
 */
export const BENCH_CHROMIUM_FLAGS = [...CHROMIUM_FLAGS, '--ignore-certificate-errors'];

/** Debian's Chromium, headless, for a benchmark that drives it with playwright (not Lighthouse). */
export const launchBenchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM, headless: true, args: BENCH_CHROMIUM_FLAGS });

/** Lighthouse's mobile network: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up (bytes per second). */
export const PHONE_NETWORK = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };

/**
 * A fresh context at a phone's size (412 px, a mobile viewport; no touch), the demo member's when `session`
 * is given: the session in localStorage and the member cookie, as a browser that signed in holds them.
 */
export async function phoneContext(browser: Browser, origin: string, session: Session | null): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    ignoreHTTPSErrors: true,
  });
  if (session) {
    await context.addInitScript((value) => localStorage.setItem('portal-session', value), persistedSession(session));
    await context.addCookies(memberCookies(origin, session));
  }
  return context;
}

/** What a phone load installs and reads (source text: see bench-lighthouse). */
export interface PhoneLoadProbe {
  /** Scripts run before the page's own, to watch what `read` answers. */
  watchers: string[];
  /** The expression whose value the load answers, evaluated once the page has settled. */
  read: string;
  /** Anything to do to the page before it loads (routing its requests). */
  before?: (page: Page) => Promise<void>;
  /** Chromium's CPU slowdown, as Lighthouse's mobile preset applies 4×; 1 (none) unless given. */
  cpuSlowdown?: number;
}

/**
 * One cold load of `path` at a phone's size on the mobile preset's network, the CPU unthrottled unless the
 * probe asks for a slowdown, past the age gate (a member who answered it this session: the gate is not what
 * is measured); the demo member's when `session` is given.
 */
export async function phoneLoad<T>(
  browser: Browser,
  origin: string,
  path: string,
  session: Session | null,
  { watchers, read, before, cpuSlowdown = 1 }: PhoneLoadProbe,
): Promise<T> {
  const context = await phoneContext(browser, origin, session);
  try {
    await context.addInitScript(() => sessionStorage.setItem('portal-age-verified', 'true'));
    for (const watcher of watchers) await context.addInitScript(watcher);
    const page = await context.newPage();
    await before?.(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    // A paint is reported a frame after it happens.
    await page.waitForTimeout(500);
    return await page.evaluate<T>(read);
  } finally {
    await context.close();
  }
}

/** A desktop browser context of the demo member, signed in and past the age gate. */
export async function memberContext(browser: Browser, session: Session): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ignoreHTTPSErrors: true });
  await context.addInitScript(
    ([value]) => {
      localStorage.setItem('portal-session', value!);
      sessionStorage.setItem('portal-age-verified', 'true');
    },
    [persistedSession(session)],
  );
  return context;
}

/** What a benchmark runs against. */
export interface BenchTarget {
  /** The portal's address, as a browser opens it. */
  origin: string;
  /** Where this process calls the API (signIn): the API's own port, which needs no certificate. */
  api: string;
}

/**
 * Runs `bench` against the portal at the URL given on the command line or, without one, against a
 * portal of its own: what is stale built first, free ports, a fresh PGlite folder, the shell over HTTPS
 * with HTTP/2, as production's TLS terminator serves it (docs/decisions.md, 101). The exit code is 1 when
 * `bench` answers false (over budget).
 */
export async function benchPortal(bench: (target: BenchTarget) => Promise<boolean>): Promise<void> {
  const given = process.argv.slice(2).find((arg) => /^https?:/.test(arg));
  if (given) {
    const origin = given.replace(/\/$/, '');
    process.exitCode = (await bench({ origin, api: origin })) ? 0 : 1;
    return;
  }
  await buildStale();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const portal = await startPortal({
    portBase: await freePortBase(),
    dataDir,
    tls: await localCertificate(),
    apiLog: 'ignore',
    env: { LOG_LEVEL: 'warn' },
  });
  try {
    const api = `http://127.0.0.1:${portal.ports.api}`;
    process.exitCode = (await bench({ origin: portal.url, api })) ? 0 : 1;
  } finally {
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
