import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loopUntil, percentile, StatusCounts } from './lib/bench';
import { BUDGET_ROUTES, freePortBase, loadAverage, signIn } from './lib/bench-portal';
import { startPortal } from './lib/portal';

/**
 * `npm run bench:compose`: what sending the member list routes' pages with their first screen costs the
 * server (docs/first-screen-plan.md, stage 3). Starts `npm start`'s portal (its composer runs in this
 * process) on a fresh PGlite folder or, with DATABASE_URL, on that PostgreSQL database, signs the demo
 * member in, then at each concurrency requests the four list routes' pages back to back for ROUND_MS:
 * with the page credential (composed) and without it (today's page). Prints pages per second, latency
 * percentiles, how many pages came with their screen, the statuses, and this process's memory.
 */
const ROUND_MS = Number(process.env.BENCH_ROUND_MS ?? 5_000);
const CONCURRENCY = [1, 8, 32];
const LIST_ROUTES = BUDGET_ROUTES.filter((route) => route.member && route.path !== '/').map((route) => route.path);

interface Round {
  latencies: number[];
  composed: number;
  statuses: StatusCounts;
}

async function round(origin: string, cookie: string, workers: number): Promise<Round> {
  const result: Round = { latencies: [], composed: 0, statuses: new StatusCounts() };
  let next = 0;
  await loopUntil(Date.now() + ROUND_MS, [...Array(workers).keys()], async () => {
    const route = LIST_ROUTES[next++ % LIST_ROUTES.length]!;
    const started = performance.now();
    const response = await fetch(`${origin}${route}`, { headers: { cookie, 'accept-language': 'en' } });
    const html = await response.text();
    result.latencies.push(performance.now() - started);
    result.statuses.count(response.status);
    if (html.includes('data-first-screen')) result.composed += 1;
  });
  return result;
}

function line(label: string, workers: number, { latencies, composed, statuses }: Round): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const ms = (p: number) => `${percentile(sorted, p).toFixed(1)} ms`;
  return [
    label.padEnd(30),
    String(workers).padStart(4),
    `${Math.round(latencies.length / (ROUND_MS / 1000))}/s`.padStart(8),
    ms(0.5).padStart(10),
    ms(0.95).padStart(10),
    ms(0.99).padStart(10),
    `${composed}/${latencies.length}`.padStart(12),
    `  ${[...statuses].map(([status, n]) => `${status}×${n}`).join(' ')}`,
  ].join(' ');
}

const megabytes = () => `${Math.round(process.memoryUsage().rss / 1024 / 1024)} MB`;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-compose-'));
  const databaseUrl = process.env.DATABASE_URL;
  const portal = await startPortal({
    portBase: await freePortBase(),
    ...(databaseUrl ? { databaseUrl } : { dataDir }),
    apiLog: 'ignore',
    env: { LOG_LEVEL: 'warn' },
    log: () => undefined,
  });
  try {
    const { pageToken } = await signIn(`http://127.0.0.1:${portal.ports.api}`);
    const withCredential = `portal_member=1; portal_page=${pageToken}`;
    const withoutCredential = 'portal_member=1';
    console.log(
      `Member list pages (${LIST_ROUTES.join(', ')}) on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${ROUND_MS / 1000} s per round`,
    );
    console.log(`load average ${loadAverage()}; memory before ${megabytes()}`);
    // Warm-up: the renderers fetched and loaded, JIT, the API's pools.
    await round(portal.url, withCredential, 4);
    console.log(`${'page'.padEnd(30)} conc   pages/s     p50        p95        p99     composed`);
    for (const workers of CONCURRENCY) {
      console.log(line('with its first screen', workers, await round(portal.url, withCredential, workers)));
      console.log(line('today’s page (no credential)', workers, await round(portal.url, withoutCredential, workers)));
    }
    console.log(`memory after ${megabytes()}; load average ${loadAverage()}`);
  } finally {
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
