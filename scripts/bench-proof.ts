import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { PDFDocument } from 'pdf-lib';
import { signAccessToken } from '../api/src/http/authenticate';
import { ROOT } from './lib/apps';
import { loopUntil, spawnApi, waitForHealth } from './lib/bench';

/**
 * `npm run bench:proof`: the purchase-proof load of the built API (`npm run build -w @portal/api`
 * first) on PostgreSQL (`DATABASE_URL`, a fresh schema dropped afterwards).
 * 1. Code validations per second: MEMBERS members each send one code per call, back to back, for
 *    DURATION_SECONDS (valid codes until their 15-a-day limit, then refused ones: both are
 *    validations).
 * 2. Peak memory of the API (VmHWM of its process) while 10 members upload at once a receipt merged
 *    from 5 × 5 MB images (a 5-page PDF of about 25 MB each).
 */
const PORT = Number(process.env.BENCH_PORT ?? 18291);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const MEMBERS = 50;
const UPLOADERS = 10;
const BASE = `http://127.0.0.1:${PORT}/api`;
const JWT_SECRET = 'bench-proof-secret-of-at-least-32-bytes';

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('bench:proof measures PostgreSQL: set DATABASE_URL.');
  const schema = `bench_proof_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const api = spawnApi(PORT, {
    DATABASE_URL: withSearchPath(url, schema),
    JWT_SECRET,
    RECEIPT_STORAGE_DIR: path.join(ROOT, '.data', 'bench-receipts'),
    PACKAGE_CODE_RATE_LIMIT_PER_MINUTE: '1000000',
    RECEIPT_RATE_LIMIT_PER_MINUTE: '1000',
  });
  try {
    await waitForHealth(BASE);
    const db = new Client({ connectionString: withSearchPath(url, schema) });
    await db.connect();
    const members = await insertMembers(db, MEMBERS);
    const codes = await insertCodes(db, MEMBERS * 20);
    await db.end();
    await benchCodes(members, codes);
    await benchUploads(members.slice(0, UPLOADERS), api.pid!);
  } finally {
    api.kill('SIGTERM');
    await new Promise((resolve) => api.once('exit', resolve));
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}

function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}

async function insertMembers(db: Client, count: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `insert into member (email, status) select 'bench' || n || '@example.com', 'active' from generate_series(1, $1) n
     returning id`,
    [count],
  );
  return rows.map((row) => signAccessToken(JWT_SECRET, { id: row.id, tier: 1 }));
}

/** Fresh 12-digit codes of the demo product "go" (no flavour). */
async function insertCodes(db: Client, count: number): Promise<string[]> {
  const { rows } = await db.query<{ code: string }>(
    `insert into proof_code (campaign_id, code, pool, product_id, points)
     select p.campaign_id, (900000000000 + n)::text, 'package', p.id, p.points
       from product p, generate_series(1, $1) n where p.sku = 'go'
     returning code`,
    [count],
  );
  return rows.map((row) => row.code);
}

async function call(token: string, url: string, init: RequestInit): Promise<{ httpCode: number; data?: unknown }> {
  const response = await fetch(`${BASE}${url}`, {
    ...init,
    headers: { ...init.headers, authorization: `Bearer ${token}` },
  });
  return (await response.json()) as { httpCode: number; data?: unknown };
}

async function benchCodes(members: string[], codes: string[]): Promise<void> {
  let next = 0;
  let validations = 0;
  let credited = 0;
  let failed = 0;
  await loopUntil(Date.now() + DURATION_SECONDS * 1000, members, async (token) => {
    const code = codes[next++ % codes.length]!;
    const body = await call(token, '/s1/package/validatecode', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ packageCodes: [{ code }] }),
    });
    if (body.httpCode !== 200) failed += 1;
    else {
      validations += 1;
      if ((body.data as { isValid: boolean }[])[0]?.isValid) credited += 1;
    }
  });
  console.log(
    `POST /api/s1/package/validatecode on PostgreSQL, ${members.length} concurrent members: ` +
      `${(validations / DURATION_SECONDS).toFixed(0)} code validations/s`,
  );
  console.log(`(${validations} in ${DURATION_SECONDS} s, ${credited} credited, ${failed} other answers)`);
  if (failed > 0) process.exitCode = 1;
}

/** A "JPEG" of about `bytes`: a real header (pdf-lib reads its size), then filler free of markup. */
function bigJpeg(bytes: number): Uint8Array {
  const header = Buffer.from('ffd8ffe000104a46494600010100000100010000ffc0001108000800080301220002110103110100', 'hex');
  const filler = randomBytes(bytes).map((byte) => (byte % 64) + 64);
  return Buffer.concat([header, filler, Buffer.from([0xff, 0xd9])]);
}

async function mergedReceipt(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  for (let i = 0; i < 5; i += 1) {
    const image = await document.embedJpg(bigJpeg(5 * 1024 * 1024 - 200 * 1024));
    document.addPage([600, 800]).drawImage(image, { x: 0, y: 0, width: 600, height: 800 });
  }
  return document.save({ useObjectStreams: false });
}

/** Peak resident memory of a process (Linux), in MB. */
function peakMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmHWM:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
}

async function benchUploads(members: string[], pid: number): Promise<void> {
  const files = await Promise.all(members.map(() => mergedReceipt()));
  const before = peakMb(pid);
  const started = Date.now();
  const answers = await Promise.all(
    members.map(async (token, index) => {
      const check = await call(token, '/s1/user/pre-validation?type=CHECK_REWARD_CLAIMED', { method: 'POST' });
      const form = new FormData();
      form.append('type', 'multiple');
      form.append('token', (check.data as { token: string }).token);
      form.append(
        'image',
        new Blob([files[index]! as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
        'receipt.pdf',
      );
      return call(token, '/s1/receipt/upload', { method: 'POST', body: form });
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  const sizeMb = files.reduce((sum, file) => sum + file.length, 0) / members.length / 1024 / 1024;
  const ok = answers.filter((answer) => answer.httpCode === 200).length;
  console.log(
    `${members.length} members uploading a merged receipt of 5 × 5 MB (${sizeMb.toFixed(1)} MB each) at once: ` +
      `API peak memory ${peakMb(pid).toFixed(0)} MB (peak ${before.toFixed(0)} MB before the uploads), ${seconds.toFixed(1)} s`,
  );
  console.log(`(${ok} of ${members.length} answered 200: ${answers.map((a) => a.httpCode).join(', ')})`);
  if (ok !== members.length) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
