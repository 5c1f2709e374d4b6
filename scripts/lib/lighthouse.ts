import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../e2e/src/support/browser';
import { MEMBER_COOKIE } from '../../shell/src/features/home/memberCookie';
import { persistedSession, type Session } from './bench-portal';

/**
 * What the Lighthouse benchmarks (`bench:lighthouse`, `bench:lcp-parts`) share: Debian's Chromium under
 * Lighthouse's control, a signed-in member's cold load, one run's figures.
 */

export interface Sample {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  lcpElement: string;
  shiftElement: string;
  /** Lighthouse's measure of the machine's CPU speed during the run (higher is faster). */
  benchmarkIndex: number;
}

/**
 * Lighthouse's simulated throttling; Lighthouse merges the fields given into the mobile preset's
 * (150 ms round trip, 1.6 Mbit/s, 4× CPU slowdown), so `{}` is the preset itself.
 */
export interface Throttling {
  rttMs?: number;
  throughputKbps?: number;
  cpuSlowdownMultiplier?: number;
}

export interface LighthouseChrome {
  browser: Browser;
  port: number;
  close: () => Promise<void>;
}

/** Debian's Chromium started for Lighthouse, with playwright on the same instance to prepare the runs. */
export async function launchLighthouseChrome(): Promise<LighthouseChrome> {
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  return {
    browser,
    port: chrome.port,
    close: async () => {
      await browser.close();
      await chrome.kill();
    },
  };
}

/**
 * Prepares the browser for one signed-in run: the session in localStorage, the member cookie and an empty HTTP cache, so
 * the run is a cold load like the visitor's (Lighthouse's own storage reset would also log out).
 */
export async function prepareMember(browser: Browser, origin: string, session: Session): Promise<void> {
  const page = await browser.contexts()[0]!.newPage();
  try {
    await page.goto(`${origin}/federation.json`);
    await page.evaluate((value) => localStorage.setItem('portal-session', value), persistedSession(session));
    // A browser that signed in holds the member cookie too, so `/` comes without the visitor's home.
    await page.context().addCookies([{ name: MEMBER_COOKIE, value: '1', url: origin }]);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
  } finally {
    await page.close();
  }
}

/** The HTML snippet of the first node an audit names (the LCP element, the largest layout shift), shortened. */
const firstSnippet = (details: unknown): string =>
  (JSON.stringify(details ?? {}).match(/"snippet":"((?:[^"\\]|\\.)*)"/)?.[1] ?? '-').replace(/\\"/g, '"').slice(0, 50);

async function run(url: string, port: number, keepStorage: boolean, throttling: Throttling): Promise<Sample> {
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: keepStorage,
    throttling,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    lcpElement: firstSnippet(lhr.audits['largest-contentful-paint-element']?.details),
    shiftElement: firstSnippet(lhr.audits['layout-shifts']?.details),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/**
 * One Lighthouse run (mobile preset, performance only) of `url`, a member's when `keepStorage`. Lighthouse
 * now and then fails to record a trace (NO_NAVSTART), twice in a row seen: two retries.
 */
export function lighthouseRun(url: string, port: number, keepStorage: boolean, throttling: Throttling = {}) {
  const once = () => run(url, port, keepStorage, throttling);
  return once().catch(once).catch(once);
}
