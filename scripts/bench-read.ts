import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/apps';

/**
 * `npm run bench:read`: authenticated read throughput of the built API (`npm run build -w @portal/api`
 * first). Starts the API on loopback with an in-memory database, signs the demo member in (password,
 * then the OTP read from the development mailbox), then sends `GET /api/s1/points/pointbalance` with
 * its token from CONCURRENCY loops for DURATION_SECONDS and prints requests per second.
 */
const PORT = Number(process.env.BENCH_PORT ?? 18090);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = 16;
const BASE = `http://127.0.0.1:${PORT}/api`;
const DEMO = { username: 'demo@vapor-rewards.example', password: 'Demo#2026' };

async function main(): Promise<void> {
  const api = spawn(process.execPath, [path.join(ROOT, 'api/dist/main.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      DEV_MAILBOX: 'true',
      JWT_SECRET: 'bench-read-secret-of-at-least-32-bytes',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    },
  });
  try {
    await waitForHealth();
    const token = await signIn();
    const { ok, failed } = await hammer(token);
    console.log(`GET /api/s1/points/pointbalance: ${(ok / DURATION_SECONDS).toFixed(0)} requests/s`);
    console.log(`(${ok} answered 200 in ${DURATION_SECONDS} s from ${CONCURRENCY} loops, ${failed} other answers)`);
    if (failed > 0) process.exitCode = 1;
  } finally {
    api.kill('SIGTERM');
  }
}

async function waitForHealth(): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const healthy = await fetch(`${BASE}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The API did not answer /api/health within 60 s.');
}

async function post(url: string, body: object): Promise<{ httpCode: number; data: unknown }> {
  const response = await fetch(`${BASE}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { httpCode: number; data: unknown };
}

/** Password, then the OTP the mailbox shows (the demo campaign asks for one). */
async function signIn(): Promise<string> {
  const first = await post('/s2/auth/signin', DEMO);
  if (first.httpCode === 200) return (first.data as { accessToken: string }).accessToken;
  const page = await (await fetch(`${BASE}/dev/mailbox?to=${encodeURIComponent(DEMO.username)}`)).text();
  const code = /<pre>[^<]*?\b(\d{4,10})\b/.exec(page)?.[1];
  if (!code) throw new Error('No OTP code in the development mailbox.');
  const second = await post('/s2/auth/verification', { data: first.data, otp: code });
  if (second.httpCode !== 200) throw new Error(`OTP verification answered ${second.httpCode}.`);
  return (second.data as { accessToken: string }).accessToken;
}

async function hammer(token: string): Promise<{ ok: number; failed: number }> {
  const end = Date.now() + DURATION_SECONDS * 1000;
  let ok = 0;
  let failed = 0;
  const loop = async () => {
    while (Date.now() < end) {
      const response = await fetch(`${BASE}/s1/points/pointbalance`, { headers: { authorization: `Bearer ${token}` } });
      await response.arrayBuffer();
      if (response.status === 200) ok += 1;
      else failed += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, loop));
  return { ok, failed };
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
