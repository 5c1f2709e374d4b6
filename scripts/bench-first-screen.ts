import {
  benchPortal,
  BUDGET_ROUTES,
  loadAverage,
  median,
  phoneLoad,
  signIn,
  type BenchTarget,
  WATCH_LARGEST_PAINT,
  type Session,
} from './lib/bench-portal';
import { launchLighthouseChrome, lighthouseRun, prepareRun, type Sample } from './lib/lighthouse';

/**
 * `npm run bench:first-screen [url] [--cpu=<slowdown>]`: what the server-sent first screen gives the member list routes
 * (docs/first-screen-plan.md, stage 5). Each route's page is loaded, in turn, as the demo member with the
 * page credential (the page comes with its first screen) and without it (today's page, the remote
 * rendering the list once its code and answer are in): Lighthouse (mobile preset), then a cold load in
 * Chromium on the preset's network with the CPU unthrottled, its largest paint and when the remote's
 * root had taken the page over (the list's area mounted). 3 rounds, the order turning each round. A
 * benchmark, never a test: the machine's load changes the numbers. `--cpu=9` slows the CPU as a machine
 * about half as fast as Lighthouse's default (4×) assumes: Lighthouse's multiplier, and Chromium's
 * throttling in the cold loads.
 */
const ROUNDS = 3;
const CPU_SLOWDOWN = Number(process.argv.find((arg) => arg.startsWith('--cpu='))?.slice('--cpu='.length) ?? 0);
const LIST_ROUTES = BUDGET_ROUTES.filter((route) => route.member && route.path !== '/').map((route) => route.path);

/** When the remote's root had mounted: its area holds the page and no longer waits to be taken over. */
const WATCH_REMOTE_ROOT = `window.__portalRemoteMs = 0;
const watchRemoteRoot = () => {
  const area = document.querySelector('#portal-main > [id^=app-]:not(:empty)');
  if (area && !area.hasAttribute('data-first-screen') && area.querySelector('h1')) window.__portalRemoteMs = performance.now();
  else requestAnimationFrame(watchRemoteRoot);
};
requestAnimationFrame(watchRemoteRoot);`;

interface PhoneLoad {
  paintMs: number;
  remoteMs: number;
}

interface Measured {
  lighthouse: Sample[];
  phone: PhoneLoad[];
}

const seconds = (values: number[]) => `${(median(values) / 1000).toFixed(2)} s`;

function row(label: string, { lighthouse, phone }: Measured): string {
  return [
    label.padEnd(44),
    String(median(lighthouse.map((s) => s.performance))).padStart(4),
    seconds(lighthouse.map((s) => s.lcpMs)).padStart(8),
    `${Math.round(median(lighthouse.map((s) => s.tbtMs)))} ms`.padStart(8),
    seconds(phone.map((p) => p.paintMs)).padStart(9),
    seconds(phone.map((p) => p.remoteMs)).padStart(9),
  ].join(' ');
}

async function bench({ origin, api }: BenchTarget): Promise<boolean> {
  const chrome = await launchLighthouseChrome();
  try {
    const cpu = CPU_SLOWDOWN ? `, CPU slowed ${CPU_SLOWDOWN}×` : '';
    console.log(
      `Member list routes with and without their first screen in the page${cpu}; load average ${loadAverage()}`,
    );
    console.log(
      `Lighthouse mobile preset (perf, LCP, TBT), then Chromium on its network (412 px, CPU ${CPU_SLOWDOWN || 1}×): its largest\n` +
        `paint, and when the remote's root had taken the page over; median of ${ROUNDS} each\n` +
        `${'route / page'.padEnd(44)} perf      LCP      TBT    paint    remote`,
    );
    for (const route of LIST_ROUTES) {
      // A session per route: the page credential lives as long as an access token (15 minutes).
      const signedIn = await signIn(api);
      const variants: Array<[string, Session]> = [
        ['with its first screen', signedIn],
        ['today’s page (no credential)', { ...signedIn, pageToken: undefined }],
      ];
      const measured = variants.map((): Measured => ({ lighthouse: [], phone: [] }));
      for (let round = 0; round < ROUNDS; round += 1)
        for (let turn = 0; turn < variants.length; turn += 1) {
          const index = (round + turn) % variants.length;
          const session = variants[index]![1];
          await prepareRun(chrome.browser, origin, session);
          const throttling = CPU_SLOWDOWN ? { cpuSlowdownMultiplier: CPU_SLOWDOWN } : {};
          measured[index]!.lighthouse.push(await lighthouseRun(`${origin}${route}`, chrome.port, true, throttling));
          measured[index]!.phone.push(
            await phoneLoad<PhoneLoad>(chrome.browser, origin, route, session, {
              watchers: [WATCH_LARGEST_PAINT, WATCH_REMOTE_ROOT],
              read: '({ paintMs: window.__portalPaint.ms, remoteMs: window.__portalRemoteMs })',
              ...(CPU_SLOWDOWN ? { cpuSlowdown: CPU_SLOWDOWN } : {}),
            }),
          );
        }
      variants.forEach(([label], index) => console.log(row(`${route} ${label}`, measured[index]!)));
    }
    console.log(`load average at the end ${loadAverage()}`);
  } finally {
    await chrome.close();
  }
  return true;
}

void benchPortal(bench);
