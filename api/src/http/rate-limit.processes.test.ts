import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { openPostgres } from '../db/postgres';

/**
 * The shared rate limit across replicas (docs/decisions.md, Identity hardening): two separate API
 * processes, as `npm start` or compose would run them (src/main.ts through tsx), on one Redis with
 * one key prefix. On PostgreSQL (TEST_DATABASE=postgres) both share one throwaway schema; on PGlite
 * each keeps its own in-memory database, which does not matter here: the counters live in Redis.
 */
const LIMIT = 3;
const API_DIR = path.resolve(__dirname, '..', '..');
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

interface ApiProcess {
  base: string;
  child: ChildProcess;
}

const processes: ApiProcess[] = [];
let dropSchema: (() => Promise<void>) | undefined;

afterAll(async () => {
  await Promise.all(processes.map(stop));
  await dropSchema?.();
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The database both processes use: one fresh schema on PostgreSQL, else in-memory PGlite each. */
async function databaseEnv(): Promise<Record<string, string>> {
  const connectionString = process.env.DATABASE_URL;
  if (process.env.TEST_DATABASE !== 'postgres' || !connectionString) return { DATA_DIR: 'memory://' };
  const schema = `test_processes_${randomBytes(4).toString('hex')}`;
  const admin = openPostgres({ connectionString });
  await admin.exec(`create schema ${schema}`);
  dropSchema = async () => {
    await admin.exec(`drop schema ${schema} cascade`);
    await admin.close();
  };
  const url = new URL(connectionString);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { DATABASE_URL: url.toString() };
}

async function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
  });
  const api = { base: `http://127.0.0.1:${port}/api`, child };
  processes.push(api);
  await waitForHealth(api);
  return api;
}

async function waitForHealth(api: ApiProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (api.child.exitCode !== null) throw new Error(`The API process exited with ${api.child.exitCode}.`);
    const healthy = await fetch(`${api.base}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The API process did not answer /api/health within 60 s.');
}

async function stop(api: ApiProcess): Promise<void> {
  if (api.child.exitCode !== null) return;
  api.child.kill('SIGTERM');
  await once(api.child, 'exit');
}

/** A limited route that answers the same to anyone: forgot-password. */
const ask = (api: ApiProcess) =>
  fetch(`${api.base}/s1/identities/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'nobody@example.com' }),
  }).then((response) => response.status);

describe('two API processes on one Redis', () => {
  it(`let ${LIMIT} requests through between them, then refuse the next on either`, async () => {
    const env = {
      ...(await databaseEnv()),
      REDIS_URL,
      RATE_LIMIT_PREFIX: `test-processes-${randomUUID()}:`,
      JWT_SECRET: 'two-processes-secret-of-at-least-32-bytes',
      AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT),
    };
    // One after the other: the first applies the migrations the second then finds done.
    const first = await startApi(env);
    const second = await startApi(env);
    expect(first.child.pid).not.toBe(second.child.pid);

    expect(await ask(first)).toBe(200);
    expect(await ask(second)).toBe(200);
    expect(await ask(first)).toBe(200);
    expect(await ask(second)).toBe(429);
    expect(await ask(first)).toBe(429);
  }, 150_000);
});
