import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './apps';

/** What the API benchmarks (`npm run bench:*`) share: starting the API, waiting for it, load loops, figures. */

/**
 * Starts the API on 127.0.0.1:`port` with warn-level logs and `env`: the built one (`api/dist/main.js`,
 * `npm run build -w @portal/api` first) or, with `fromSource`, `api/src/main.ts` through tsx.
 */
export function spawnApi(port: number, env: NodeJS.ProcessEnv, { fromSource = false } = {}): ChildProcess {
  const [args, cwd] = fromSource
    ? [[path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'src/main.ts'], path.join(ROOT, 'api')]
    : [[path.join(ROOT, 'api/dist/main.js')], ROOT];
  return spawn(process.execPath, args, {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
  });
}

/** Polls `<base>/health` until it answers 2xx; fails after `timeoutMs` or when `child` has exited. */
export async function waitForHealth(
  base: string,
  { child, timeoutMs = 60_000 }: { child?: ChildProcess; timeoutMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`The API process exited with ${child.exitCode}.`);
    const healthy = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API did not answer /api/health within ${timeoutMs / 1000} s.`);
}

/** One concurrent loop per worker, each calling `step` back to back until the clock passes `end`. */
export async function loopUntil<T>(end: number, workers: readonly T[], step: (worker: T) => Promise<void>) {
  await Promise.all(
    workers.map(async (worker) => {
      while (Date.now() < end) await step(worker);
    }),
  );
}

/** The value at fraction `p` (0.5, 0.99) of ascending `sorted` values; 0 when there are none. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** How many answers had each HTTP status. */
export class StatusCounts extends Map<number, number> {
  count(status: number): void {
    this.set(status, (this.get(status) ?? 0) + 1);
  }

  /** The number of 5xx answers. */
  serverErrors(): number {
    return [...this].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
  }
}
