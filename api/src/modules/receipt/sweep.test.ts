import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { insertMember } from '../../test/member';
import { type TestApp, createTestApp } from '../../test/test-app';
import { type ReceiptStorage, createLocalStorage, createReceiptSweepService } from '.';

// Runs on PGlite, and on PostgreSQL with `npm run test:pg`.
let t: TestApp;
let storageDir: string;
let storage: ReceiptStorage;
let campaignId: string;
let memberId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ id: campaignId } = await t.db.one<{ id: string }>("select id from campaign where slug = 'demo'"));
  ({ id: memberId } = await insertMember(t.db));
});
beforeEach(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'receipt-sweep-'));
  storage = createLocalStorage(storageDir);
  await t.db.query('delete from receipt');
  await t.db.query("delete from operator_action where action = 'receipts:sweep'");
});
afterEach(() => rm(storageDir, { recursive: true, force: true }));
afterAll(() => t.close());

const NOW = new Date();
const HOURS_AGO = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);

/** A file in the store, last written at `at`. */
async function storedFile(key: string, at: Date, bytes = Buffer.from(`bytes of ${key}`)): Promise<string> {
  const file = path.join(storageDir, key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
  await utimes(file, at, at);
  return key;
}

/** A pending receipt naming the file, as an upload records it. */
async function receiptOf(key: string): Promise<void> {
  await t.db.query(
    `insert into receipt (campaign_id, member_id, sha256, storage_key, media_type, size_bytes)
     values ($1, $2, $3, $4, 'image/png', 10)`,
    [campaignId, memberId, randomBytes(32).toString('hex'), key],
  );
}

const receiptKey = (name: string) => `receipts/${campaignId}/${name}`;
const sweepLog = () =>
  t.db.query<{ operator: string; detail: string }>(
    "select operator, detail from operator_action where action = 'receipts:sweep' order by id",
  );
const sweeper = () => createReceiptSweepService(t.db, storage);

describe('receipts:sweep', () => {
  it('removes only old files no receipt names, after a dry run that removes nothing', async () => {
    const named = await storedFile(receiptKey('named.png'), HOURS_AGO(3));
    await receiptOf(named);
    const orphan = await storedFile(receiptKey('orphan.png'), HOURS_AGO(3));
    const partial = await storedFile(receiptKey('cut.pdf.4242.partial'), HOURS_AGO(2));
    // Written a minute ago: its upload may still be recording the receipt.
    const young = await storedFile(receiptKey('young.png'), new Date(NOW.getTime() - 60_000));
    const elsewhere = await storedFile('exports/old.csv', HOURS_AGO(5));

    const dryRun = await sweeper().sweep({ olderThanMinutes: 60, operator: 'Dana', dryRun: true }, NOW);
    expect(dryRun.orphans.map((file) => file.key).sort()).toEqual([orphan, partial].sort());
    expect(dryRun.listed).toBe(4);
    for (const key of [named, orphan, partial, young, elsewhere])
      expect(existsSync(path.join(storageDir, key))).toBe(true);
    expect(await sweepLog()).toEqual([]);

    const swept = await sweeper().sweep({ olderThanMinutes: 60, operator: 'Dana', dryRun: false }, NOW);
    expect(swept.orphans.map((file) => file.key).sort()).toEqual([orphan, partial].sort());
    expect(existsSync(path.join(storageDir, orphan))).toBe(false);
    expect(existsSync(path.join(storageDir, partial))).toBe(false);
    for (const key of [named, young, elsewhere]) expect(existsSync(path.join(storageDir, key))).toBe(true);
    expect(await storage.get(named)).toEqual(Buffer.from(`bytes of ${named}`));
    expect(await sweepLog()).toEqual([
      expect.objectContaining({
        operator: 'Dana',
        detail: expect.stringMatching(/^removed 2 of 2 files no receipt names \(\d+ bytes\), older than 60 minutes$/),
      }),
    ]);

    // Three hours later the young file is an orphan too.
    const later = new Date(NOW.getTime() + 3 * 3_600_000);
    const again = await sweeper().sweep({ olderThanMinutes: 60, operator: 'Dana', dryRun: false }, later);
    expect(again.orphans.map((file) => file.key)).toEqual([young]);
  });

  it('asks the database about every file when the store holds more than one page of them', async () => {
    const keys = await Promise.all(
      Array.from({ length: 1_030 }, (_, i) => storedFile(receiptKey(`many-${i}.png`), HOURS_AGO(2))),
    );
    const named = keys.filter((_, i) => i % 2 === 0);
    for (const key of named) await receiptOf(key);
    const { orphans, listed } = await sweeper().sweep({ olderThanMinutes: 60, operator: 'Dana', dryRun: true }, NOW);
    expect(listed).toBe(1_030);
    expect(orphans.map((file) => file.key).sort()).toEqual(keys.filter((_, i) => i % 2 === 1).sort());
  });

  it('records how far it got when the store fails part way, and leaves the rest for the next sweep', async () => {
    for (const name of ['a.png', 'b.png', 'c.png']) await storedFile(receiptKey(name), HOURS_AGO(2));
    let removals = 0;
    const failing: ReceiptStorage = {
      ...storage,
      async remove(key) {
        removals += 1;
        if (removals === 2) throw new Error('store unavailable');
        await storage.remove(key);
      },
    };
    const sweep = createReceiptSweepService(t.db, failing);
    await expect(sweep.sweep({ olderThanMinutes: 60, operator: 'Dana', dryRun: false }, NOW)).rejects.toThrow(
      'store unavailable',
    );
    expect((await sweepLog())[0]!.detail).toMatch(/^removed 1 of 3 files/);
    const rest = await sweeper().sweep({ olderThanMinutes: 60, operator: 'Dana', dryRun: false }, NOW);
    expect(rest.orphans).toHaveLength(2);
    expect(await storage.list('receipts/')[Symbol.asyncIterator]().next()).toEqual({ done: true, value: undefined });
  });

  it('finds nothing in a store that has no receipts folder yet', async () => {
    expect(await sweeper().sweep({ olderThanMinutes: 60, operator: 'Dana', dryRun: false }, NOW)).toEqual({
      orphans: [],
      listed: 0,
    });
  });
});
