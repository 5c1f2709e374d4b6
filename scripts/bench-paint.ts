import type { Browser, Page } from 'playwright-core';
import {
  benchPortal,
  BUDGET_ROUTES,
  loadAverage,
  median,
  phoneLoad,
  signIn,
  launchBenchChromium,
  type BenchTarget,
  type Session,
  WATCH_LARGEST_PAINT,
} from './lib/bench-portal';

/**
 * `npm run bench:paint [url] [--without <field>] [--member <path,…>] [--cpu <slowdown>] [--shown <css>]`: the largest paint a
 * phone's browser really makes, beside Lighthouse's simulated one, and when the page's heading first showed.
 * Cold loads in Debian's Chromium at 412 px on the mobile preset's network (150 ms round trip, 1.6 Mbit/s),
 * the CPU unthrottled unless `--cpu` slows it (4 is Lighthouse's mobile preset: what a mid-range phone's
 * processor adds, which Lighthouse's simulation leaves out of the page's own rendering, docs/decisions.md
 * 107), 6 per route; prints the median, the range and the element. With `--without <field>`, each
 * round loads the route twice, alternating: as served, and with that field taken out of every route call in
 * `/federation.json` (`--without picture` measures docs/decisions.md, 88); `--without routePages` takes the
 * route pages' list out of every remote's mf-manifest.json instead (141), and intercepts the manifests in
 * both variants, so that only the list differs. With `--member`, it loads those member paths instead of the
 * budget routes. With `--shown`, it also prints when an element the selector names was first visible: the
 * remote's own page rather than the title and lead that stand in its place while its chunk loads (140). Chromium's throttling delays each request, not the opening of a
 * connection: a real phone pays more. A benchmark, never a test: the machine's load changes the numbers.
 */
const ROUNDS = 6;

/**
 * Keeps when the page's heading first showed: the frame in which the main area first held a rendered h1
 * (the server's, docs/decisions.md 84 and 92, or the app's), read at that frame's animation callback.
 */
const WATCH_HEADING = `window.__portalHeadingMs = 0;
const watchHeading = () => {
  const shown = [...document.querySelectorAll('#portal-main h1')].some((h1) => h1.getClientRects().length > 0);
  if (shown) window.__portalHeadingMs = performance.now();
  else requestAnimationFrame(watchHeading);
};
requestAnimationFrame(watchHeading);`;

interface Paint {
  ms: number;
  element: string;
  headingMs: number;
  shownMs: number;
}

/** Keeps the frame in which an element `selector` names was first visible, as WATCH_HEADING does. */
const watchShown = (selector: string) => `window.__portalShownMs = 0;
const watchShown = () => {
  const shown = [...document.querySelectorAll(${JSON.stringify(selector)})].some((e) => e.getClientRects().length > 0);
  if (shown) window.__portalShownMs = performance.now();
  else requestAnimationFrame(watchShown);
};
requestAnimationFrame(watchShown);`;

const ROUTE_PAGES = 'routePages';

/** Serves every remote's mf-manifest.json through the page, without its route pages' list when `strip`. */
async function manifestsServed(page: Page, strip: boolean): Promise<void> {
  await page.route('**/mf-manifest.json', async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as { metaData?: Record<string, unknown> };
    if (strip) delete manifest.metaData?.[ROUTE_PAGES];
    await route.fulfill({ response, json: manifest });
  });
}

/** Serves the page a /federation.json without `field` in any route call. */
async function withoutCallField(page: Page, field: string): Promise<void> {
  await page.route('**/federation.json', async (route) => {
    const response = await route.fetch();
    const federation = (await response.json()) as Record<string, { routes?: Array<{ calls?: object[] }> }>;
    for (const remote of Object.values(federation))
      for (const declared of remote.routes ?? [])
        for (const call of declared.calls ?? []) delete (call as Record<string, unknown>)[field];
    await route.fulfill({ response, json: federation });
  });
}

interface LoadOptions {
  /** The variant to load: as served (undefined), or without this route call field or the route pages. */
  without?: string;
  /** The option `--without` gave, which both variants of a round know. */
  compared?: string;
  shown?: string;
  cpuSlowdown: number;
}

/** What a load does before navigating, for the variant it loads. */
function beforeLoad({ without, compared }: LoadOptions): ((page: Page) => Promise<void>) | undefined {
  if (compared === ROUTE_PAGES) return (page) => manifestsServed(page, without === ROUTE_PAGES);
  return without ? (page) => withoutCallField(page, without) : undefined;
}

function loadOnce(browser: Browser, origin: string, path: string, session: Session | null, options: LoadOptions) {
  const { shown, cpuSlowdown } = options;
  const before = beforeLoad(options);
  return phoneLoad<Paint>(browser, origin, path, session, {
    watchers: [WATCH_LARGEST_PAINT, WATCH_HEADING, ...(shown ? [watchShown(shown)] : [])],
    read: '({ ...window.__portalPaint, headingMs: window.__portalHeadingMs, shownMs: window.__portalShownMs })',
    cpuSlowdown,
    ...(before ? { before } : {}),
  });
}

const summary = (paints: Paint[], at: (paint: Paint) => number = (paint) => paint.ms) => {
  const ms = paints.map((paint) => Math.round(at(paint)));
  const seconds = (value: number) => (value / 1000).toFixed(2);
  return `${seconds(median(ms))} s (${seconds(Math.min(...ms))}–${seconds(Math.max(...ms))})`.padEnd(22);
};

/** The value given after `--name` on the command line; undefined without the flag, an error without a value. */
function option(name: string): string | undefined {
  const flag = process.argv.indexOf(`--${name}`);
  if (flag < 0) return undefined;
  const value = process.argv[flag + 1];
  if (!value)
    throw new Error(
      'usage: npm run bench:paint [url] [--without <route call field>|routePages] [--member <path,…>] [--cpu <slowdown>] [--shown <css>]',
    );
  return value;
}

/** The CPU slowdown `--cpu` asks for: a number of at least 1, 1 without the flag. */
function cpuSlowdown(): number {
  const asked = Number(option('cpu') ?? 1);
  if (!Number.isFinite(asked) || asked < 1) throw new Error('--cpu takes a slowdown of at least 1 (4 for a phone)');
  return asked;
}

/** The routes to load: the budget routes, or the member paths given with `--member`. */
const routesToLoad = (member: string | undefined) =>
  member ? member.split(',').map((path) => ({ label: `member ${path}`, path, member: true })) : BUDGET_ROUTES;

async function bench({ origin, api }: BenchTarget): Promise<boolean> {
  const without = option('without');
  const shown = option('shown');
  const slowdown = cpuSlowdown();
  const routes = routesToLoad(option('member'));
  const labelWidth = Math.max(22, ...routes.map((route) => route.label.length + 2));
  const browser = await launchBenchChromium();
  try {
    const session = await signIn(api);
    console.log(
      `Largest paint in Chromium, 412 px, 150 ms round trip, 1.6 Mbit/s, CPU ${slowdown}×, median (range) of ${ROUNDS} cold ` +
        `loads; load average at start ${loadAverage()}`,
    );
    console.log(
      `${'route'.padEnd(labelWidth)}${'as served'.padEnd(22)}${without ? `without ${without}`.padEnd(22) : ''}` +
        `${'heading shown'.padEnd(22)}${shown ? `page shown${without ? ' (as served / without)' : ''}`.padEnd(shown && without ? 44 : 22) : ''}element`,
    );
    for (const route of routes) {
      const served: Paint[] = [];
      const stripped: Paint[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        // Alternating which goes first, so a change in the machine's load falls on both.
        const order = without ? (round % 2 ? [without, undefined] : [undefined, without]) : [undefined];
        for (const field of order) {
          const paint = await loadOnce(browser, origin, route.path, route.member ? session : null, {
            without: field,
            compared: without,
            shown,
            cpuSlowdown: slowdown,
          });
          (field ? stripped : served).push(paint);
        }
      }
      const element = served[0]?.element ?? '-';
      const heading = summary(served, (paint) => paint.headingMs);
      const shownAt = (paint: Paint) => paint.shownMs;
      const page = shown ? `${summary(served, shownAt)}${without ? summary(stripped, shownAt) : ''}` : '';
      console.log(
        `${route.label.padEnd(labelWidth)}${summary(served)}${without ? summary(stripped) : ''}${heading}${page}${element}`,
      );
    }
    console.log(`load average at the end ${loadAverage()}`);
  } finally {
    await browser.close();
  }
  return true;
}

void benchPortal(bench);
