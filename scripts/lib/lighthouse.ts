import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM } from '../../e2e/src/support/browser';
import { BENCH_CHROMIUM_FLAGS, memberCookies, persistedSession, type Session } from './bench-portal';

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
  /** The first and the largest paint Lighthouse observed in its own unthrottled load; the latter is its simulation's cut-off. */
  observedFcpMs: number;
  observedLcpMs: number;
  /** When each script first ran in that load, from the navigation's start. */
  scriptRunsMs: ReadonlyMap<string, number>;
  /**
   * Scripts the simulated largest paint counts though they first ran after the paint observed: charged
   * only because their download ended first (docs/decisions.md, 86).
   */
  chargedAfterPaint: number;
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
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...BENCH_CHROMIUM_FLAGS] });
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
 * Prepares the browser for one run, so that each is a cold load of the one it means. A member's: the
 * session in localStorage, the member cookie and an empty HTTP cache (Lighthouse's own storage reset
 * would empty the cache but is off for a member's run, `keepStorage`). A visitor's: neither session nor
 * cookie, which Lighthouse's reset leaves in place (it clears neither localStorage nor cookies), so a
 * visitor's route measured after a member's is still a visitor's.
 */
export async function prepareRun(browser: Browser, origin: string, session: Session | null): Promise<void> {
  const page = await browser.contexts()[0]!.newPage();
  try {
    await page.goto(`${origin}/federation.json`);
    await page.evaluate(
      (value) => {
        if (value === null) localStorage.removeItem('portal-session');
        else localStorage.setItem('portal-session', value);
      },
      session && persistedSession(session),
    );
    // A browser that signed in holds the member cookie too, so `/` comes without the visitor's home, and
    // the page credential, so a list route comes with its first screen.
    await page.context().clearCookies();
    if (session) await page.context().addCookies(memberCookies(origin, session));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
  } finally {
    await page.close();
  }
}

/** The HTML snippet of the first node an audit names (the LCP element, the largest layout shift), shortened. */
const firstSnippet = (details: unknown): string =>
  (JSON.stringify(details ?? {}).match(/"snippet":"((?:[^"\\]|\\.)*)"/)?.[1] ?? '-').replace(/\\"/g, '"').slice(0, 50);

interface TraceEvent {
  name: string;
  ts: number;
  args?: { data?: { url?: string } };
}

/** The first `EvaluateScript` of each script in the run's trace, in ms from the navigation's start (µs). */
function scriptRuns(events: readonly TraceEvent[], navigationStartUs: number): Map<string, number> {
  const runs = new Map<string, number>();
  for (const { name, ts, args } of events) {
    const url = args?.data?.url;
    if (name !== 'EvaluateScript' || !url) continue;
    const ranMs = (ts - navigationStartUs) / 1000;
    runs.set(url, Math.min(ranMs, runs.get(url) ?? ranMs));
  }
  return runs;
}

/** Whether a script (first run at `ranMs`, undefined when it never ran) ran only after the paint observed. */
export const ranAfterPaint = (ranMs: number | undefined, observedLcpMs: number): boolean =>
  ranMs !== undefined && ranMs > observedLcpMs;

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
  const observed = (lhr.audits.metrics?.details as { items?: Array<Record<string, number>> } | undefined)?.items?.[0];
  const observedLcpMs = observed?.observedLargestContentfulPaint ?? Number.NaN;
  const scriptRunsMs = scriptRuns(result.artifacts.Trace.traceEvents, observed?.observedNavigationStartTs ?? 0);
  const chargedAfterPaint = (await simulatedChain()).filter(({ url }) =>
    ranAfterPaint(scriptRunsMs.get(url), observedLcpMs),
  ).length;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    lcpElement: firstSnippet(lhr.audits['largest-contentful-paint-element']?.details),
    shiftElement: firstSnippet(lhr.audits['layout-shifts']?.details),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    observedFcpMs: observed?.observedFirstContentfulPaint ?? Number.NaN,
    observedLcpMs,
    scriptRunsMs,
    chargedAfterPaint,
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

/** One request of a simulated load: when the simulation started and ended it, and the request it waited on last. */
export interface ChainLink {
  startMs: number;
  endMs: number;
  url: string;
  after?: string;
}

/**
 * The requests of the last run's simulated largest paint (Lighthouse's pessimistic graph, the one that
 * counts every request finished before the paint it observed), by simulated end. Each names the request
 * it waited on last, directly or through the script runs between them, so the chain reads backwards from
 * the paint (docs/decisions.md, 82). Lighthouse keeps its last simulations' timings in
 * `Simulator.allNodeTimings`; empty when the run made none.
 */
export async function simulatedChain(): Promise<ChainLink[]> {
  const { Simulation } = await import('lighthouse/core/lib/lantern/lantern.js');
  const timings = Simulation.Simulator.allNodeTimings.get('pessimisticLargestContentfulPaint');
  if (!timings) return [];
  type Node = Parameters<typeof timings.get>[0];
  const endOf = (node: Node) => timings.get(node)?.endTime ?? Number.NEGATIVE_INFINITY;
  const waitedOn = new Map<Node, Node | undefined>();
  // The latest-ending request among a node's dependencies, looking through CPU nodes (script runs).
  const lastRequestBefore = (node: Node): Node | undefined => {
    if (waitedOn.has(node)) return waitedOn.get(node);
    let last: Node | undefined;
    for (const dependency of node.getDependencies()) {
      const candidate = dependency.type === 'network' ? dependency : lastRequestBefore(dependency);
      if (candidate && (!last || endOf(candidate) > endOf(last))) last = candidate;
    }
    waitedOn.set(node, last);
    return last;
  };
  const urlOf = (node: Node) => (node.type === 'network' ? node.request.url : '');
  return [...timings.keys()]
    .filter((node) => node.type === 'network')
    .map((node) => {
      const after = lastRequestBefore(node);
      return {
        startMs: timings.get(node)!.startTime,
        endMs: endOf(node),
        url: urlOf(node),
        ...(after ? { after: urlOf(after) } : {}),
      };
    })
    .sort((a, b) => a.endMs - b.endMs);
}
