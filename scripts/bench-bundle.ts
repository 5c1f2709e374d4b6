import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page, type Response } from 'playwright-core';
import { signAccessToken } from '../api/src/http/authenticate';
import { buildStale } from './lib/build';
import { REMOTES, ROOT } from './lib/apps';
import { ROUTES_FILE, type RouteFile } from './lib/federation';
import { startPortal } from './lib/portal';

/**
 * `npm run bench:bundle`: build times of the whole federation and of one remote, then the gzipped
 * JavaScript Chromium loads for `/` (logged out) and, on top of that, for each remote's first route.
 * Budgets (issue 8): 190 KB gz for `/`, 40 KB gz more per remote route. `--no-build` skips the build
 * timings; `--files` lists each file loaded with its gzipped size; BENCH_PORT_BASE moves its ports
 * (19080 and up by default).
 */
const BUDGET_HOME = 190 * 1024;
const BUDGET_REMOTE = 40 * 1024;
const JWT_SECRET = 'bench-only-secret-of-at-least-32-bytes';
/** Each remote's first declared route, from its build (dist/routes.json). */
const firstRoutes = (): Array<[string, string]> =>
  REMOTES.map(({ remote, dist }) => {
    const { routes } = JSON.parse(readFileSync(path.join(dist, ROUTES_FILE), 'utf8')) as RouteFile;
    return [remote!, routes[0]!.path];
  });

/** Build times: the whole federation from scratch, then one remote alone. */
function measureBuilds(): void {
  timed('build of the whole federation (6 apps + API, 2 at a time)', () => {
    spawnSync('npx', ['tsx', 'scripts/build.ts', '--all'], { cwd: ROOT, stdio: 'ignore' });
  });
  timed('build of one remote (npm run build -w mfe-earn)', () => {
    spawnSync('npm', ['run', 'build', '-w', 'mfe-earn', '--silent'], { cwd: ROOT, stdio: 'ignore' });
  });
}

/** `--files`: every JavaScript file each measurement loaded, with its gzipped size. */
const LIST_FILES = process.argv.includes('--files');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function timed(label: string, fn: () => void): number {
  const started = Date.now();
  fn();
  const seconds = (Date.now() - started) / 1000;
  console.log(`${label}: ${seconds.toFixed(1)} s`);
  return seconds;
}

/** Sums the gzipped size of every JavaScript response until the returned function is called. */
function meterJs(page: Page): () => Promise<{ bytes: number; files: number }> {
  const bodies: Array<Promise<{ url: string; gz: number }>> = [];
  const listener = (response: Response) => {
    if (response.request().resourceType() === 'script' || response.url().endsWith('.js'))
      bodies.push(
        response.body().then(
          (body) => ({ url: response.url(), gz: gzipSync(body, { level: 6 }).length }),
          () => ({ url: response.url(), gz: 0 }),
        ),
      );
  };
  page.on('response', listener);
  return async () => {
    page.off('response', listener);
    const all = await Promise.all(bodies);
    if (LIST_FILES) for (const { url, gz } of all) console.log(`  ${kb(gz).padStart(9)}  ${url}`);
    return { bytes: all.reduce((sum, { gz }) => sum + gz, 0), files: all.length };
  };
}

async function measure(url: string): Promise<boolean> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  let withinBudget = true;
  try {
    const page = await browser.newPage();
    const home = meterJs(page);
    await page.goto(url, { waitUntil: 'networkidle' });
    const homeJs = await home();
    withinBudget &&= homeJs.bytes <= BUDGET_HOME;
    console.log(`\n/ logged out: ${kb(homeJs.bytes)} gz in ${homeJs.files} files (budget ${kb(BUDGET_HOME)})`);

    // A signed-in session (a token for a member who need not exist): protected routes then mount.
    const accessToken = signAccessToken(JWT_SECRET, { id: randomUUID(), tier: 1 });
    await page.evaluate((token) => {
      localStorage.setItem(
        'portal-session',
        JSON.stringify({
          state: {
            user: { id: 'bench', email: 'bench@example.com' },
            accessToken: token,
            refreshToken: 'none',
            pointBalance: 0,
            tier: 1,
            videoPlayStatus: null,
          },
          version: 0,
        }),
      );
      sessionStorage.setItem('portal-age-verified', 'true');
    }, accessToken);
    await page.goto(url, { waitUntil: 'networkidle' });
    for (const [remote, route] of firstRoutes()) {
      const extra = meterJs(page);
      await page.evaluate((path) => window.history.pushState(null, '', path), route);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      const js = await extra();
      withinBudget &&= js.bytes <= BUDGET_REMOTE;
      console.log(`${route} (${remote}) on top: ${kb(js.bytes)} gz in ${js.files} files (budget ${kb(BUDGET_REMOTE)})`);
    }
  } finally {
    await browser.close();
  }
  return withinBudget;
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) measureBuilds();
  await buildStale();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const portal = await startPortal({
    portBase: Number(process.env.BENCH_PORT_BASE ?? 19080),
    dataDir,
    apiLog: 'ignore',
    env: { JWT_SECRET, LOG_LEVEL: 'warn' },
  });
  try {
    const ok = await measure(portal.url);
    console.log(ok ? '\nAll within budget.' : '\nOVER BUDGET.');
    process.exitCode = ok ? 0 : 1;
  } finally {
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
