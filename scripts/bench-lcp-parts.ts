import { benchPortal, loadAverage, median, signIn, type BenchTarget } from './lib/bench-portal';
import {
  launchLighthouseChrome,
  lighthouseRun,
  prepareRun,
  ranAfterPaint,
  simulatedChain,
  type LighthouseChrome,
  type Throttling,
} from './lib/lighthouse';

/**
 * `npm run bench:lcp-parts [url] [--chain] [route…]`: where Lighthouse's simulated largest paint of a
 * route comes from. The same cold load is simulated under the mobile preset and again with one of its
 * costs taken away: the CPU slowdown (1× instead of 4×), the round trips (1 ms instead of 150 ms), the
 * bandwidth (unlimited instead of 1.6 Mbit/s), the whole network. What a change of the portal could win
 * on a route is at most the difference a cost makes here (docs/decisions.md, 81). Routes are `/path`
 * for a visitor, `member:/path` for the demo member; without any, visitor `/signup` and member
 * `/earn-points`. Median of 3 runs per cell. With `--chain`, one run per route under the preset
 * instead, and the requests its simulated largest paint waited for, each with the one it waited on last
 * (82), and when each script ran in Lighthouse's own unthrottled load (86). A benchmark, never a test:
 * the machine's load changes the numbers.
 */
const RUNS = 3;
const DEFAULT_ROUTES = ['/signup', 'member:/earn-points'];
const CHAIN = '--chain';
const VARIANTS: Array<{ label: string; throttling: Throttling }> = [
  { label: 'mobile preset', throttling: {} },
  { label: 'CPU 1×', throttling: { cpuSlowdownMultiplier: 1 } },
  { label: 'no round trip', throttling: { rttMs: 1 } },
  { label: 'no bandwidth limit', throttling: { throughputKbps: 1_000_000 } },
  { label: 'no network cost', throttling: { rttMs: 1, throughputKbps: 1_000_000 } },
];

const routesAsked = () => {
  const asked = process.argv.slice(2).filter((arg) => !/^https?:/.test(arg) && arg !== CHAIN);
  return (asked.length ? asked : DEFAULT_ROUTES).map((arg) => {
    const member = arg.startsWith('member:');
    return { path: member ? arg.slice('member:'.length) : arg, member };
  });
};

/** A request's address as the chain prints it: the path on the portal's origin, the port and path on another. */
const shortUrl = (url: string, origin: string) =>
  (url.startsWith(origin) ? url.slice(origin.length) : url.replace(/^https?:\/\/[^/:]+/, '')).slice(0, 60);

/** When a script first ran in Lighthouse's unthrottled load, marked `*` when that was after the paint observed there. */
const ranColumn = (ranMs: number | undefined, observedLcpMs: number) =>
  ranMs === undefined ? '-' : `${ranMs.toFixed(0)}${ranAfterPaint(ranMs, observedLcpMs) ? '*' : ''}`;

async function printChains(chrome: LighthouseChrome, { origin, api }: BenchTarget): Promise<void> {
  for (const { path, member } of routesAsked()) {
    const session = member ? await signIn(api) : null;
    await prepareRun(chrome.browser, origin, session);
    const { lcpMs, observedFcpMs, observedLcpMs, scriptRunsMs } = await lighthouseRun(
      `${origin}${path}`,
      chrome.port,
      member,
    );
    console.log(
      `\n${member ? 'member' : 'visitor'} ${path}: largest paint ${(lcpMs / 1000).toFixed(2)} s (mobile preset), ` +
        `observed unthrottled at ${observedLcpMs.toFixed(0)} ms (first paint ${observedFcpMs.toFixed(0)} ms)`,
    );
    console.log(
      `${'start'.padStart(7)}${'end'.padStart(7)}${'ran'.padStart(7)}  request  ← the request it waited on last`,
    );
    for (const { startMs, endMs, url, after } of await simulatedChain()) {
      const waited = after ? `  ← ${shortUrl(after, origin)}` : '';
      const ran = ranColumn(scriptRunsMs.get(url), observedLcpMs);
      console.log(
        `${startMs.toFixed(0).padStart(7)}${endMs.toFixed(0).padStart(7)}${ran.padStart(7)}  ${shortUrl(url, origin)}${waited}`,
      );
    }
  }
  console.log(
    "\nran: when the script first ran in Lighthouse's unthrottled load, in ms; * after the paint observed there, " +
      'so charged only because the finished download came first (docs/decisions.md, 86)',
  );
}

async function printParts(chrome: LighthouseChrome, { origin, api }: BenchTarget): Promise<void> {
  console.log(`Lighthouse's simulated largest paint, median of ${RUNS}; load average at start ${loadAverage()}`);
  console.log(`${'route'.padEnd(22)}${VARIANTS.map(({ label }) => label.padStart(20)).join('')}`);
  for (const { path, member } of routesAsked()) {
    const session = member ? await signIn(api) : null;
    const cells: string[] = [];
    for (const { throttling } of VARIANTS) {
      const lcps: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        await prepareRun(chrome.browser, origin, session);
        lcps.push((await lighthouseRun(`${origin}${path}`, chrome.port, member, throttling)).lcpMs);
      }
      cells.push(`${(median(lcps) / 1000).toFixed(2)} s`.padStart(20));
    }
    console.log(`${`${member ? 'member' : 'visitor'} ${path}`.padEnd(22)}${cells.join('')}   (load ${loadAverage()})`);
  }
}

async function bench(target: BenchTarget): Promise<boolean> {
  const chrome = await launchLighthouseChrome();
  try {
    await (process.argv.includes(CHAIN) ? printChains : printParts)(chrome, target);
  } finally {
    await chrome.close();
  }
  return true;
}

void benchPortal(bench);
