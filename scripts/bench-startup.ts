import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { WEB_APPS, SHELL } from './lib/apps';
import {
  launchBenchChromium,
  benchPortal,
  loadAverage,
  median,
  phoneContext,
  signIn,
  type BenchTarget,
  type Session,
} from './lib/bench-portal';

/**
 * `npm run bench:startup [url]`: where a phone's main thread goes while the portal starts, the measure
 * behind Lighthouse's blocking time. Cold loads in Debian's Chromium at a phone's size with Lighthouse's
 * mobile CPU slowdown (4×) and an unthrottled network; Chromium's CPU profiler runs from the navigation
 * until the page has a heading and the network is quiet. Its self time is grouped by who owns the code:
 * each shared library by name (read off the local builds' mf-manifest.json), the webpack and federation
 * runtime (`main.js`, `remoteEntry.js`), the shell's and the remotes' own chunks, the browser's own work.
 * Then the long tasks and their blocking time after the first paint. Median of 3 loads per route.
 * A benchmark, never a test: the machine's load changes the numbers.
 */
const RUNS = 3;
const CPU_SLOWDOWN = 4;
/** Visitor (v) and signed-in member (m) routes. */
const ROUTES: Array<{ label: string; path: string; member: boolean }> = [
  { label: 'v /', path: '/', member: false },
  { label: 'v /signup', path: '/signup', member: false },
  { label: 'm /', path: '/', member: true },
  { label: 'm /earn-points', path: '/earn-points', member: true },
  { label: 'm /rewards', path: '/rewards', member: true },
  { label: 'm /help-desk', path: '/help-desk', member: true },
];
const RUNTIME = 'webpack + federation runtime';
const BROWSER_WORK = "browser's own work";
const BUILT_INS = 'built-ins called by scripts';
const GC = 'garbage collection';
/** Rows printed after the owners of script code, in this order. */
const NATIVE_ROWS = [BUILT_INS, BROWSER_WORK, GC];

/** The part of Chromium's CPU profile (DevTools protocol, Profiler.Profile) read here. */
interface CallFrame {
  url: string;
  functionName: string;
}
interface CpuProfile {
  nodes: Array<{ id: number; callFrame: CallFrame }>;
  samples?: number[];
  timeDeltas?: number[];
}

/** Milliseconds per owner in one load, and its long tasks. */
interface Load {
  byOwner: Map<string, number>;
  longTasks: number;
  blockingMs: number;
}

/** The package a shared module belongs to: `react-dom/client` is react-dom's, `@portal/shared` stays whole. */
const packageOf = (shared: string) =>
  shared.startsWith('@') ? shared.split('/').slice(0, 2).join('/') : shared.split('/')[0]!;

/** Owner of each built JavaScript file of the local builds, by file name (names carry a content hash). */
function ownersOfFiles(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const app of WEB_APPS) {
    if (!existsSync(app.dist)) continue;
    const own = app === SHELL ? 'shell: own chunks' : 'remotes: own chunks';
    for (const file of readdirSync(app.dist).filter((name) => name.endsWith('.js'))) owners.set(file, own);
    const manifest = JSON.parse(readFileSync(path.join(app.dist, 'mf-manifest.json'), 'utf8')) as {
      shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
    };
    for (const { name, assets } of manifest.shared) {
      for (const file of [...assets.js.sync, ...assets.js.async]) owners.set(file, packageOf(name));
    }
  }
  return owners;
}

/** Self time of a CPU profile per owner, in ms; idle time left out. */
function selfTimeByOwner(profile: CpuProfile, owners: Map<string, string>): Map<string, number> {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byOwner = new Map<string, number>();
  profile.samples?.forEach((id, i) => {
    const frame = nodes.get(id)!;
    const owner = ownerOf(frame, owners);
    if (owner) byOwner.set(owner, (byOwner.get(owner) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000);
  });
  return byOwner;
}

function ownerOf({ url, functionName }: CallFrame, owners: Map<string, string>): string | null {
  if (functionName === '(idle)') return null;
  if (functionName === '(program)') return BROWSER_WORK;
  if (functionName === '(garbage collector)') return GC;
  if (!url) return BUILT_INS;
  const file = new URL(url).pathname.split('/').pop()!;
  if (/^(main\.[0-9a-f]+|remoteEntry)\.js$/.test(file)) return RUNTIME;
  return owners.get(file) ?? 'other scripts';
}

/** Records every long task of the page on window, from its first moment. */
const watchLongTasks = () => {
  const tasks: Array<{ startTime: number; duration: number }> = [];
  Object.assign(window, { benchLongTasks: tasks });
  new PerformanceObserver((list) => tasks.push(...list.getEntries())).observe({ type: 'longtask', buffered: true });
};

async function loadOnce(
  browser: Browser,
  url: string,
  session: Session | null,
  owners: Map<string, string>,
): Promise<Load> {
  const context = await phoneContext(browser, new URL(url).origin, session);
  try {
    await context.addInitScript(watchLongTasks);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'networkidle' });
    // The app's heading: a route's heading the server wrote in stays in the page, hidden (decision 84).
    await page.locator('#portal-main :not([data-static-screen]) > h1:visible').first().waitFor();
    const { profile } = await cdp.send('Profiler.stop');
    const { longTasks, blockingMs } = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const tasks = (window as unknown as { benchLongTasks: PerformanceEntry[] }).benchLongTasks;
      const after = tasks.filter((task) => task.startTime >= paint);
      return { longTasks: tasks.length, blockingMs: after.reduce((sum, task) => sum + task.duration - 50, 0) };
    });
    return { byOwner: selfTimeByOwner(profile, owners), longTasks, blockingMs };
  } finally {
    await context.close();
  }
}

/** The table: one row per owner (script owners by their total, then the browser's), one column per route. */
function report(columns: Array<{ label: string; loads: Load[] }>): void {
  const medianOf = (loads: Load[], pick: (load: Load) => number) => Math.round(median(loads.map(pick)));
  const owners = new Set(columns.flatMap(({ loads }) => loads.flatMap((load) => [...load.byOwner.keys()])));
  const total = (owner: string) =>
    columns.reduce((sum, { loads }) => sum + medianOf(loads, (load) => load.byOwner.get(owner) ?? 0), 0);
  const scriptOwners = [...owners].filter((owner) => !NATIVE_ROWS.includes(owner)).sort((a, b) => total(b) - total(a));
  const line = (label: string, cells: Array<string | number>) =>
    console.log(label.padEnd(30) + cells.map((cell) => String(cell).padStart(16)).join(''));
  const ownerRow = (owner: string) =>
    line(
      owner,
      columns.map(({ loads }) => medianOf(loads, (load) => load.byOwner.get(owner) ?? 0)),
    );
  const scripts = (load: Load) => scriptOwners.reduce((sum, owner) => sum + (load.byOwner.get(owner) ?? 0), 0);
  line(
    'ms; v = visitor, m = member',
    columns.map(({ label }) => label),
  );
  scriptOwners.forEach(ownerRow);
  line(
    'scripts in all',
    columns.map(({ loads }) => medianOf(loads, scripts)),
  );
  NATIVE_ROWS.forEach(ownerRow);
  line(
    'main thread in all',
    columns.map(({ loads }) => medianOf(loads, (load) => [...load.byOwner.values()].reduce((sum, ms) => sum + ms, 0))),
  );
  line(
    'long tasks',
    columns.map(({ loads }) => medianOf(loads, (load) => load.longTasks)),
  );
  line(
    'blocking time after 1st paint',
    columns.map(({ loads }) => medianOf(loads, (load) => load.blockingMs)),
  );
}

async function bench({ origin, api }: BenchTarget): Promise<boolean> {
  const browser = await launchBenchChromium();
  const owners = ownersOfFiles();
  try {
    console.log(
      `Main thread while the portal starts: CPU profile self time at ${CPU_SLOWDOWN}× CPU slowdown, 412 px, ` +
        `unthrottled network, median of ${RUNS} cold loads; load average at start ${loadAverage()}\n`,
    );
    const session = await signIn(api);
    const columns: Array<{ label: string; loads: Load[] }> = [];
    for (const route of ROUTES) {
      const loads: Load[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        loads.push(await loadOnce(browser, `${origin}${route.path}`, route.member ? session : null, owners));
      }
      columns.push({ label: route.label, loads });
    }
    report(columns);
    console.log(`\nload average at the end ${loadAverage()}`);
  } finally {
    await browser.close();
  }
  return true;
}

void benchPortal(bench);
