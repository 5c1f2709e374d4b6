import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { ROOT } from './lib/apps';
import { loopUntil, waitForHealth } from './lib/bench';

/**
 * `npm run bench:read`: what the per-request session check (revoked session, suspended member; see
 * docs/decisions.md 32) costs the authenticated read `GET /api/s1/points/pointbalance`. Starts two API
 * processes (scripts/lib/bench-read-api.ts), on in-memory PGlite or, with DATABASE_URL, each in its own
 * schema of that PostgreSQL database: one as shipped, one built with an always-yes check. Signs the demo member in on each (password, then the OTP from the development
 * mailbox), then alternates short rounds of CONCURRENCY request loops against one and the other
 * (A B B A …), so a load change on a shared machine hits both alike. Prints each variant's median
 * requests per second and the median of the per-pair ratios, against the 10 % budget.
 */
const BASE_PORT = Number(process.env.BENCH_PORT ?? 18090);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const ROUND_MS = Number(process.env.BENCH_ROUND_MS ?? 500);
const CONCURRENCY = 16;
const BUDGET = 0.1;
const DEMO = { username: 'demo@vapor-rewards.example', password: 'Demo#2026' };

interface Variant {
  label: string;
  base: string;
  child: ChildProcess;
  token: string;
  rates: number[];
}

async function main(): Promise<void> {
  const variants: Variant[] = [];
  try {
    variants.push(await start('with the check (as shipped)', BASE_PORT, []));
    variants.push(await start('without the check', BASE_PORT + 1, ['--without-access-check']));
    const [checked, unchecked] = variants as [Variant, Variant];
    // Warm-up: JIT, connection pools, the first queries' plans.
    for (const variant of variants) await round(variant, ROUND_MS);
    const ratios: number[] = [];
    for (let pair = 0; pair < ROUNDS; pair += 1) {
      const order = pair % 2 === 0 ? [checked, unchecked] : [unchecked, checked];
      for (const variant of order) variant.rates.push(await round(variant, ROUND_MS));
      ratios.push(checked.rates[pair]! / unchecked.rates[pair]!);
    }
    report(checked, unchecked, ratios);
  } finally {
    await Promise.all(variants.map(stop));
  }
}

function report(checked: Variant, unchecked: Variant, ratios: number[]): void {
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `GET /api/s1/points/pointbalance on ${database}, ${CONCURRENCY} loops, ${ROUNDS} pairs of ${ROUND_MS} ms rounds:`,
  );
  for (const { label, rates } of [checked, unchecked])
    console.log(`  ${label}: median ${median(rates).toFixed(0)} requests/s (min ${min(rates)}, max ${max(rates)})`);
  const cost = 1 - median(ratios);
  const within = cost <= BUDGET;
  console.log(
    `  median ratio with/without: ${median(ratios).toFixed(3)} → the check costs ${(cost * 100).toFixed(1)} % ` +
      `(budget ${BUDGET * 100} %): ${within ? 'within budget' : 'OVER BUDGET'}`,
  );
  if (!within) process.exitCode = 1;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const min = (values: number[]) => Math.round(Math.min(...values));
const max = (values: number[]) => Math.round(Math.max(...values));

async function start(label: string, port: number, flags: string[]): Promise<Variant> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/lib/bench-read-api.ts', String(port), ...flags], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH,
      LOG_LEVEL: 'warn',
      DEV_MAILBOX: 'true',
      JWT_SECRET: 'bench-read-secret-of-at-least-32-bytes',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    },
  });
  const base = `http://127.0.0.1:${port}/api`;
  await waitForHealth(base, { child });
  return { label, base, child, token: await signIn(base), rates: [] };
}

async function stop({ child }: Variant): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

async function post(url: string, body: object): Promise<{ httpCode: number; data: unknown }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { httpCode: number; data: unknown };
}

/** Password, then the OTP the mailbox shows (the demo campaign asks for one). */
async function signIn(base: string): Promise<string> {
  const first = await post(`${base}/s2/auth/signin`, DEMO);
  if (first.httpCode === 200) return (first.data as { accessToken: string }).accessToken;
  const page = await (await fetch(`${base}/dev/mailbox?to=${encodeURIComponent(DEMO.username)}`)).text();
  const code = /<pre>[^<]*?\b(\d{4,10})\b/.exec(page)?.[1];
  if (!code) throw new Error('No OTP code in the development mailbox.');
  const second = await post(`${base}/s2/auth/verification`, { data: first.data, otp: code });
  if (second.httpCode !== 200) throw new Error(`OTP verification answered ${second.httpCode}.`);
  return (second.data as { accessToken: string }).accessToken;
}

/** One round against one variant: requests per second answered 200; any other answer stops the bench. */
async function round({ base, token }: Variant, ms: number): Promise<number> {
  const started = Date.now();
  let ok = 0;
  await loopUntil(
    started + ms,
    Array.from({ length: CONCURRENCY }, (_, i) => i),
    async () => {
      const response = await fetch(`${base}/s1/points/pointbalance`, { headers: { authorization: `Bearer ${token}` } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`The read answered ${response.status}.`);
      ok += 1;
    },
  );
  return (ok * 1000) / (Date.now() - started);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
