import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
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
 * `npm run bench:first-screen`: what the member list routes would give if the servers sent their first
 * screen in the page — a forecast for a decision on the architecture (docs/decisions.md, 100), not a
 * feature. For each route it takes the first screen the remote renders for the demo member at 412 px (its
 * markup and styled-components' rules, the pictures below the first one made lazy) and serves, in turn,
 * three member pages from a copy of the shell's built files:
 * - as built;
 * - with that first screen in the page and its first picture preloaded;
 * - the same without the start-up files preloaded, so they come when the shell's entry asks for them.
 * Each is measured by Lighthouse (mobile preset) and by cold loads in Chromium on the preset's network
 * with the CPU unthrottled: the largest paint, the copy's own largest paint, and when the remote's page
 * took over (its heading shown).
 * 3 rounds, the variants' order turning each round. A benchmark, never a test: its own portal, and the
 * machine's load changes the numbers.
 */
const ROUNDS = 3;
const LIST_ROUTES = BUDGET_ROUTES.filter((route) => route.member && route.path !== '/').map((route) => route.path);
/** Where the servers write a route's heading (deploy/nginx/shell-page.js), and so its first screen. */
const PAGES_AREA = '<div id=portal-pages>';

interface FirstScreen {
  html: string;
  css: string;
  picture: string | null;
}

/**
 * The remote's first screen as the page shows it once loaded (source text: see bench-lighthouse). Pictures
 * after the first are made lazy, as a server-sent list would send them, so they do not compete with the
 * start-up files.
 */
const TAKE_FIRST_SCREEN = `(() => {
  const area = [...document.querySelectorAll('#portal-main > [id^=app-]')].find((element) => element.querySelector('h1'));
  if (!area) return null;
  const copy = area.cloneNode(true);
  copy.querySelectorAll('img').forEach((img, index) => {
    if (index === 0) return;
    img.loading = 'lazy';
    img.removeAttribute('fetchpriority');
  });
  const css = [...document.styleSheets]
    .filter((sheet) => sheet.ownerNode && sheet.ownerNode.hasAttribute('data-styled'))
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .join('');
  return { html: copy.innerHTML, css, picture: copy.querySelector('img')?.getAttribute('src') ?? null };
})()`;

/**
 * Watches for the remote's own heading (the moment its page took over from the server's), and keeps the
 * last largest-paint entry inside the server's copy: the browser may name a later one, the remote's own
 * render of the same picture, when its layout differs from the copy's by a fraction of a pixel.
 */
const WATCH_REMOTE_PAGE = `window.__portalRemotePageMs = 0;
window.__portalCopyPaintMs = 0;
const watchRemotePage = () => {
  if (document.querySelector('#portal-main > [id^=app-] h1')) window.__portalRemotePageMs = performance.now();
  else requestAnimationFrame(watchRemotePage);
};
requestAnimationFrame(watchRemotePage);
new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    if (entry.element && entry.element.closest('#first-screen')) window.__portalCopyPaintMs = entry.startTime;
}).observe({ type: 'largest-contentful-paint', buffered: true });`;

async function takeFirstScreen(browser: Browser, origin: string, route: string, session: Session) {
  const screen = await phoneLoad<FirstScreen | null>(browser, origin, route, session, {
    watchers: [],
    read: TAKE_FIRST_SCREEN,
  });
  if (!screen) throw new Error(`${route}: no remote page with a heading to take`);
  return screen;
}

/**
 * The member page with the first screen written where the servers write the heading. The copy carries
 * the data-static-screen mark, so the shell's rule hides it once the remote's heading shows (84); the
 * server's own heading section is hidden, as the copy holds the remote's.
 */
function withFirstScreen(page: string, { html, css, picture }: FirstScreen): string {
  const preload = picture ? `<link rel=preload as=image href="${picture}" fetchpriority=high>` : '';
  const screen =
    `<style>${css}#portal-pages>section[data-static-screen]{display:none}</style>` +
    `<div id=first-screen data-static-screen>${html}</div>`;
  return page.replace('<head>', `<head>${preload}`).replace(PAGES_AREA, () => PAGES_AREA + screen);
}

const withoutStartupPreloads = (page: string) => page.replace(/<link rel=preload as=script href=[^>]+>/g, '');

interface PhoneLoad {
  paintMs: number;
  copyPaintMs: number;
  remotePageMs: number;
}

const loadOnPhone = (browser: Browser, origin: string, route: string, session: Session) =>
  phoneLoad<PhoneLoad>(browser, origin, route, session, {
    watchers: [WATCH_LARGEST_PAINT, WATCH_REMOTE_PAGE],
    read: '({ paintMs: window.__portalPaint.ms, copyPaintMs: window.__portalCopyPaintMs, remotePageMs: window.__portalRemotePageMs })',
  });

interface Measured {
  lighthouse: Sample[];
  phone: PhoneLoad[];
}

/** The median in seconds; a dash when nothing was seen (no copy in the page as built). */
const seconds = (values: number[]) => (median(values) > 0 ? `${(median(values) / 1000).toFixed(2)} s` : '-');

function row(label: string, { lighthouse, phone }: Measured): string {
  return [
    label.padEnd(48),
    String(median(lighthouse.map((s) => s.performance))).padStart(4),
    seconds(lighthouse.map((s) => s.lcpMs)).padStart(8),
    `${Math.round(median(lighthouse.map((s) => s.tbtMs)))} ms`.padStart(8),
    seconds(phone.map((p) => p.paintMs)).padStart(9),
    seconds(phone.map((p) => p.copyPaintMs)).padStart(9),
    seconds(phone.map((p) => p.remotePageMs)).padStart(9),
  ].join(' ');
}

async function bench({ origin, api, shellRoot }: BenchTarget): Promise<boolean> {
  const pageFile = path.join(shellRoot, 'member-page.html');
  const built = readFileSync(pageFile, 'utf8');
  const chrome = await launchLighthouseChrome();
  try {
    const session = await signIn(api);
    console.log(`Member list routes, as built and with a server-sent first screen; load average ${loadAverage()}`);
    console.log(
      `Lighthouse mobile preset (perf, LCP, TBT), then Chromium on its network (412 px, CPU 1×): its largest\n` +
        `paint, the largest paint of the server's copy, when the remote's page took over; median of ${ROUNDS} each\n` +
        `${'route / page'.padEnd(48)} perf      LCP      TBT    paint     copy    remote`,
    );
    for (const route of LIST_ROUTES) {
      const screen = await takeFirstScreen(chrome.browser, origin, route, session);
      const variants: Array<[string, string]> = [
        ['as built', built],
        ['first screen in the page', withFirstScreen(built, screen)],
        ['… and start-up files not preloaded', withoutStartupPreloads(withFirstScreen(built, screen))],
      ];
      const measured = variants.map((): Measured => ({ lighthouse: [], phone: [] }));
      for (let round = 0; round < ROUNDS; round += 1)
        for (let turn = 0; turn < variants.length; turn += 1) {
          const index = (round + turn) % variants.length;
          writeFileSync(pageFile, variants[index]![1]);
          await prepareRun(chrome.browser, origin, session);
          measured[index]!.lighthouse.push(await lighthouseRun(`${origin}${route}`, chrome.port, true));
          measured[index]!.phone.push(await loadOnPhone(chrome.browser, origin, route, session));
        }
      writeFileSync(pageFile, built);
      variants.forEach(([label], index) => console.log(row(`${route} ${label}`, measured[index]!)));
    }
    console.log(`load average at the end ${loadAverage()}`);
  } finally {
    await chrome.close();
  }
  return true;
}

void benchPortal(bench, { shellCopy: true });
