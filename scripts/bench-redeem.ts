import pg from 'pg';
import { loadConfig } from '../api/src/config';
import { migrate } from '../api/src/db/migrate';
import { openDatabase } from '../api/src/db/open';
import { signAccessToken } from '../api/src/http/authenticate';
import { credit } from '../api/src/modules/points';
import { addReward } from '../api/src/modules/rewards';
import { seedDemo } from '../api/src/seed';
import { StatusCounts, loopUntil, percentile, spawnApi, waitForHealth } from './lib/bench';

/**
 * `npm run bench:redeem`: redemption throughput and latency on PostgreSQL (docs/product/rewards.md,
 * Benchmark). Recreates the database BENCH_DATABASE_URL names (default rewards_bench on the local
 * server), seeds it, gives MEMBERS members points, starts the API from source against it, then every
 * member redeems one popular reward in a loop for BENCH_SECONDS. Prints redemptions/s, p50/p99 and
 * the count of 5xx answers (exit code 1 when any).
 */
const URL_ = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/rewards_bench';
const PORT = Number(process.env.BENCH_PORT ?? 18690);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const MEMBERS = 50;
const BASE = `http://127.0.0.1:${PORT}/api`;
const JWT_SECRET = 'bench-redeem-secret-of-at-least-32-bytes';

async function recreateDatabase(): Promise<void> {
  const url = new URL(URL_);
  const name = url.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unusual database name "${name}".`);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
}

async function prepare(): Promise<{ rewardId: string; tokens: string[] }> {
  await recreateDatabase();
  const db = await openDatabase(loadConfig({ DATABASE_URL: URL_, LOG_LEVEL: 'silent' }));
  try {
    await migrate(db);
    await seedDemo(db);
    await addReward(
      db,
      'demo',
      {
        slug: 'bench-reward',
        itemId: 'BENCH',
        itemName: 'Bench reward',
        itemDescription: '',
        image: '',
        type: 'PHYSICAL',
        redeemPoints: 1,
        redeemPriceCents: 0,
        shippingChargeCents: 0,
        vendor: 'Bench',
        userTier: null,
        stock: 10_000_000,
        perMemberLimit: null,
        discontinuedFrom: null,
        sortOrder: 999,
      },
      'bench',
    );
    const { id: rewardId } = await db.one<{ id: string }>("select id from reward where slug = 'bench-reward'");
    const tokens: string[] = [];
    for (let i = 0; i < MEMBERS; i += 1) {
      const { id } = await db.one<{ id: string }>(
        "insert into member (email, status) values ($1, 'active') returning id",
        [`bench-${i}@example.com`],
      );
      await credit(db, {
        memberId: id,
        points: 1_000_000,
        source: 'operator',
        sourceRef: `bench-${i}`,
        name: 'Bench points',
        actor: { type: 'operator', name: 'bench' },
      });
      tokens.push(signAccessToken(JWT_SECRET, { id, tier: 1 }));
    }
    return { rewardId, tokens };
  } finally {
    await db.close();
  }
}

async function hammer(rewardId: string, tokens: string[]) {
  const latencies: number[] = [];
  const statuses = new StatusCounts();
  await loopUntil(Date.now() + SECONDS * 1000, tokens, async (token) => {
    const start = performance.now();
    const response = await fetch(`${BASE}/s2/rewards/campaign/redeem/${rewardId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    await response.arrayBuffer();
    latencies.push(performance.now() - start);
    statuses.count(response.status);
  });
  return { latencies: latencies.sort((a, b) => a - b), statuses };
}

async function main(): Promise<void> {
  const { rewardId, tokens } = await prepare();
  const api = spawnApi(
    PORT,
    { DATABASE_URL: URL_, JWT_SECRET, REWARDS_RATE_LIMIT_PER_MINUTE: '1000000', ORDER_EXPIRY_INTERVAL_SECONDS: '0' },
    { fromSource: true },
  );
  try {
    await waitForHealth(BASE, { timeoutMs: 90_000 });
    const { latencies, statuses } = await hammer(rewardId, tokens);
    const ok = statuses.get(200) ?? 0;
    const serverErrors = statuses.serverErrors();
    console.log(`POST /api/s2/rewards/campaign/redeem on PostgreSQL, ${MEMBERS} concurrent members, ${SECONDS} s:`);
    console.log(`  ${(ok / SECONDS).toFixed(0)} redemptions/s (${ok} orders)`);
    console.log(
      `  latency p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms`,
    );
    console.log(`  answers: ${[...statuses].map(([status, n]) => `${status}×${n}`).join(', ')}; 5xx: ${serverErrors}`);
    if (serverErrors > 0 || ok === 0) process.exitCode = 1;
  } finally {
    api.kill('SIGTERM');
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
