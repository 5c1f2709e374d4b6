import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './lib/apps';
import { StatusCounts, loopUntil, percentile, spawnApi, waitForHealth } from './lib/bench';

/**
 * `npm run bench:spin`: member spins per second and their latency on PostgreSQL, with the built API
 * (`npm run build -w @portal/api` first) and DATABASE_URL pointing at a database it may write to.
 * Creates MEMBERS members with plenty of points and a wheel without limits (sorry, points and
 * free_spin segments, 1 point a spin), then each member spins in its own loop for DURATION_SECONDS:
 * a spin is the start (POST, the draw and the ledger in one transaction) and the completion (PUT).
 * Prints spins per second, p50 and p99 of a whole spin, and the answers; exit 1 on any 5xx.
 */
const PORT = Number(process.env.BENCH_PORT ?? 18095);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 50);
const BASE = `http://127.0.0.1:${PORT}/api`;
const JWT_SECRET = 'bench-spin-secret-of-at-least-32-bytes';
const databaseUrl = process.env.DATABASE_URL;

const api = createRequire(path.join(ROOT, 'api', 'dist', 'main.js'));

interface Setup {
  contestId: string;
  tokens: string[];
}

/** The bench's members and wheel, through the operator's services (on PostgreSQL beside the API). */
async function prepare(): Promise<Setup> {
  const { openDatabase } = api('./db/open.js');
  const { loadConfig } = api('./config.js');
  const { migrate } = api('./db/migrate.js');
  const { seedDemo } = api('./seed.js');
  const contest = api('./modules/contest/index.js');
  const { creditMember } = api('./modules/points/index.js');
  const { signAccessToken } = api('./http/authenticate.js');
  const db = await openDatabase(loadConfig());
  try {
    await migrate(db);
    await seedDemo(db);
    const run = Date.now().toString(36);
    const contestId: string = await contest.createContest(
      db,
      'demo',
      { slug: `bench-${run}`, name: 'Bench wheel', description: '', pointRequired: 1 },
      'bench',
    );
    const look = { bgColor: '#5b2a86', textColor: '#ffffff' };
    await contest.saveWheel(
      db,
      contestId,
      [
        { text: 'Sorry', ...look, segmentType: 'sorry', probability: 60 },
        { text: '2 points', ...look, segmentType: 'points', probability: 30, prizePoints: 2 },
        { text: 'Free spin', ...look, segmentType: 'free_spin', probability: 10 },
      ],
      'bench',
    );
    const tokens: string[] = [];
    for (let i = 0; i < MEMBERS; i++) {
      const member = await db.one(`insert into member (email, status) values ($1, 'active') returning id`, [
        `bench-${run}-${i}@example.com`,
      ]);
      await creditMember(db, { memberId: member.id, points: 1_000_000, reason: 'bench', operator: 'bench' });
      tokens.push(signAccessToken(JWT_SECRET, { id: member.id, tier: 1 }));
    }
    return { contestId, tokens };
  } finally {
    await db.close();
  }
}

async function call(token: string, method: string, url: string, body: object) {
  const response = await fetch(`${BASE}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data?: { contestHistoryId: string } } };
}

async function hammer({ contestId, tokens }: Setup) {
  const latencies: number[] = [];
  const statuses = new StatusCounts();
  await loopUntil(Date.now() + DURATION_SECONDS * 1000, tokens, async (token) => {
    const started = performance.now();
    const start = await call(token, 'POST', '/s1/contest/spin', { contestId });
    statuses.count(start.status);
    if (start.status !== 201 || !start.body.data) return;
    const done = await call(token, 'PUT', `/s1/contest/spin/${start.body.data.contestHistoryId}`, {});
    statuses.count(done.status);
    latencies.push(performance.now() - started);
  });
  return { latencies: latencies.sort((a, b) => a - b), statuses };
}

async function main(): Promise<void> {
  if (!databaseUrl) throw new Error('bench:spin measures PostgreSQL: set DATABASE_URL (a database it may write to).');
  const setup = await prepare();
  // The bench's members spin far faster than a person: lift their per-member limit.
  const server = spawnApi(PORT, {
    DATABASE_URL: databaseUrl,
    JWT_SECRET,
    CONTEST_SPIN_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  try {
    await waitForHealth(BASE);
    const { latencies, statuses } = await hammer(setup);
    const serverErrors = statuses.serverErrors();
    console.log(`Spins (POST + PUT) at ${MEMBERS} concurrent members on PostgreSQL, ${DURATION_SECONDS} s:`);
    console.log(`  ${(latencies.length / DURATION_SECONDS).toFixed(0)} spins/s`);
    console.log(`  p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p99 ${percentile(latencies, 0.99).toFixed(0)} ms`);
    console.log(`  answers by status: ${JSON.stringify(Object.fromEntries(statuses))}; 5xx: ${serverErrors}`);
    if (serverErrors > 0) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
