import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type {
  Envelope,
  NotificationPage,
  ReceiptPage,
  ReceiptPreValidation,
  ReceiptUploaded,
} from '@portal/kit/contracts';
import { createCampaignService } from '../campaign';
import { type SignedInMember, signedInMember } from '../../test/member';
import { type TestApp, createTestApp } from '../../test/test-app';
import {
  type ReceiptReviewService,
  type ReceiptStorage,
  createLocalStorage,
  createReceiptReviewService,
  createReceiptService,
  loadReceiptSettings,
} from '.';

// Runs on PGlite, and on PostgreSQL with `npm run test:pg` (real parallel connections there).
let t: TestApp;
let storageDir: string;
let review: ReceiptReviewService['review'];
let file: ReceiptReviewService['file'];

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'receipts-'));
  process.env.RECEIPT_STORAGE_DIR = storageDir;
  process.env.RECEIPT_RATE_LIMIT_PER_MINUTE = '10000';
  t = await createTestApp();
  ({ review, file } = createReceiptReviewService(
    t.db,
    createCampaignService(t.db, 'demo'),
    createLocalStorage(storageDir),
  ));
});
afterAll(async () => {
  delete process.env.RECEIPT_STORAGE_DIR;
  delete process.env.RECEIPT_RATE_LIMIT_PER_MINUTE;
  await t.close();
  await rm(storageDir, { recursive: true, force: true });
});

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG_HEADER = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
let serial = 0;
/** A PNG unlike every other one of this file (bytes after IEND keep it a PNG). */
const uniquePng = () => Buffer.concat([PNG_1PX, Buffer.from(`unique ${(serial += 1)} ${Date.now()}`)]);

async function pdfOf(pages: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  for (let i = 0; i < pages; i += 1) document.addPage([200, 300]).drawText(`Receipt ${serial++} page ${i}`);
  return Buffer.from(await document.save());
}

async function token(member: SignedInMember): Promise<ReceiptPreValidation> {
  const response = await member.inject({ method: 'POST', url: '/s1/user/pre-validation?type=CHECK_REWARD_CLAIMED' });
  expect(response.statusCode).toBe(200);
  return response.json<Envelope<ReceiptPreValidation>>().data!;
}

interface FilePart {
  bytes: Buffer;
  filename: string;
  mimetype: string;
}

async function upload(member: SignedInMember, file: FilePart, fields: Record<string, string> = {}, extra?: FilePart) {
  const form = new FormData();
  form.append('type', fields.type ?? 'single');
  form.append('token', fields.token ?? (await token(member)).token!);
  form.append('image', new Blob([new Uint8Array(file.bytes)], { type: file.mimetype }), file.filename);
  if (extra) form.append('image', new Blob([new Uint8Array(extra.bytes)], { type: extra.mimetype }), extra.filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await member.inject({
    method: 'POST',
    url: '/s1/receipt/upload',
    headers: { 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return { status: response.statusCode, body: response.json<Envelope<ReceiptUploaded>>() };
}

const png = (bytes: Buffer = uniquePng(), filename = 'receipt.png'): FilePart => ({
  bytes,
  filename,
  mimetype: 'image/png',
});
const pdf = (bytes: Buffer, filename = 'receipt.pdf'): FilePart => ({ bytes, filename, mimetype: 'application/pdf' });

/** RECEIPTS_PER_DAY's default; these tests leave it unset. */
const DAILY_LIMIT = 5;
const LIMIT_MESSAGE = 'You have reached the program limit for rewards.';

/** Whether the store holds a file of these bytes (files are named by their SHA-256). */
const isStored = async (bytes: Buffer) => {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return (await readdir(storageDir, { recursive: true })).some((name) => name.includes(sha256));
};

/** Tokens asked for one after another while the member is under the daily limit. */
async function collectTokens(member: SignedInMember, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i += 1) tokens.push((await token(member)).token!);
  return tokens;
}

const receipts = async (member: SignedInMember) =>
  (await member.inject({ method: 'GET', url: '/s1/userReceipts?page=0&limit=5000' })).json<Envelope<ReceiptPage>>()
    .data!;

describe('receipt upload', () => {
  it('stores a receipt as pending, lists it, and refuses the same file twice with 409', async () => {
    const member = await signedInMember(t);
    const file = png();
    const first = await upload(member, file);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      id: expect.any(String),
      status: 'pending',
      message: 'Your receipt was uploaded successfully. We will verify it within 24-48 hours.',
    });
    const stored = await readdir(storageDir, { recursive: true });
    expect(stored.some((name) => name.endsWith('.png'))).toBe(true);
    const again = await upload(await signedInMember(t), file);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This receipt has already been uploaded. Please upload another receipt.');
    expect((await receipts(member)).content).toEqual([
      { id: first.body.data!.id, date: expect.any(String), status: 'pending', points: null, reason: null },
    ]);
  });

  it('accepts a merged PDF of up to 5 pages and refuses 6', async () => {
    const member = await signedInMember(t);
    expect((await upload(member, pdf(await pdfOf(3)), { type: 'multiple' })).status).toBe(200);
    const six = await upload(member, pdf(await pdfOf(6)), { type: 'multiple' });
    expect(six.status).toBe(400);
    expect(six.body.message).toBe('Error: You can only select a maximum of 5 files.');
    // Over the merged limit, the answer names that limit, not a single file's.
    const huge = await upload(member, pdf(Buffer.concat([await pdfOf(1), Buffer.alloc(25 * 1024 * 1024)])), {
      type: 'multiple',
    });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('Error: The merged receipt must be less than 25 MB.');
  });

  it.each([
    [
      'a file over 5 MB',
      () => png(Buffer.concat([PNG_1PX, Buffer.alloc(5 * 1024 * 1024)])),
      413,
      'Error: Size of the receipt must be less than 5 MB.',
    ],
    [
      'an image renamed .pdf',
      () => pdf(uniquePng(), 'receipt.pdf'),
      415,
      "The file's content does not match its name. Please upload the original receipt.",
    ],
    [
      'a PDF renamed .png',
      async () => png(await pdfOf(1), 'receipt.png'),
      415,
      "The file's content does not match its name. Please upload the original receipt.",
    ],
    [
      'an SVG',
      () => ({
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        filename: 'r.png',
        mimetype: 'image/png',
      }),
      415,
      'Select valid image',
    ],
    [
      'HTML',
      () => ({
        bytes: Buffer.from('<!doctype html><html><script>alert(1)</script></html>'),
        filename: 'r.jpg',
        mimetype: 'image/jpeg',
      }),
      415,
      'Select valid image',
    ],
    [
      'a JPEG carrying a script (polyglot)',
      () => ({
        bytes: Buffer.concat([JPEG_HEADER, Buffer.from('<script>alert(1)</script>')]),
        filename: 'r.jpg',
        mimetype: 'image/jpeg',
      }),
      415,
      'This file holds more than a receipt image or PDF and cannot be accepted.',
    ],
    [
      'a PNG carrying a PDF (polyglot)',
      async () => png(Buffer.concat([PNG_1PX, await pdfOf(1)])),
      415,
      'This file holds more than a receipt image or PDF and cannot be accepted.',
    ],
    [
      'a GIF',
      () => ({
        bytes: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
        filename: 'r.gif',
        mimetype: 'image/gif',
      }),
      415,
      'Select valid image',
    ],
  ])('refuses %s', async (_kind, file, status, message) => {
    const member = await signedInMember(t);
    const answer = await upload(member, await file());
    expect(answer.status).toBe(status);
    expect(answer.body.message).toBe(message);
    expect((await receipts(member)).content).toEqual([]);
  });

  it('refuses two files in one request, a used, foreign or missing token', async () => {
    const member = await signedInMember(t);
    expect((await upload(member, png(), {}, png())).body.message).toBe(
      'Send the receipt as one file: several images are merged into one PDF first.',
    );
    const { token: used } = await token(member);
    expect((await upload(member, png(), { token: used! })).status).toBe(200);
    expect((await upload(member, png(), { token: used! })).status).toBe(403);
    const { token: foreign } = await token(await signedInMember(t));
    expect((await upload(member, png(), { token: foreign! })).status).toBe(403);
    expect((await upload(member, png(), { token: 'made-up' })).status).toBe(403);
  });

  it('stores no file for an upload refused for its token', async () => {
    const member = await signedInMember(t);
    const { token: used } = await token(member);
    expect((await upload(member, png(), { token: used! })).status).toBe(200);
    for (const refused of ['made-up', used!]) {
      const file = png();
      expect((await upload(member, file, { token: refused })).status).toBe(403);
      expect(await isStored(file.bytes)).toBe(false);
    }
  });

  it('answers valid: false once the member reached the daily receipt limit', async () => {
    const member = await signedInMember(t);
    for (let i = 0; i < DAILY_LIMIT; i += 1) expect((await upload(member, png())).status).toBe(200);
    expect(await token(member)).toEqual({ valid: false });
  });

  it('takes only the daily limit of uploads from a member who collected more tokens', async () => {
    const member = await signedInMember(t);
    const answers = [];
    for (const collected of await collectTokens(member, DAILY_LIMIT + 2)) {
      answers.push(await upload(member, png(), { token: collected }));
    }
    expect(answers.map((answer) => answer.status)).toEqual([...Array<number>(DAILY_LIMIT).fill(200), 429, 429]);
    expect(answers[DAILY_LIMIT]!.body.message).toBe(LIMIT_MESSAGE);
  });

  it('takes exactly the daily limit of parallel uploads; the others are refused and leave no file', async () => {
    const member = await signedInMember(t);
    const files = Array.from({ length: DAILY_LIMIT + 3 }, () => png());
    const tokens = await collectTokens(member, files.length);
    const answers = await Promise.all(files.map((file, i) => upload(member, file, { token: tokens[i]! })));
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(answers.length - refused.length).toBe(DAILY_LIMIT);
    expect(refused.map((answer) => [answer.status, answer.body.message])).toEqual(Array(3).fill([429, LIMIT_MESSAGE]));
    expect((await receipts(member)).content).toHaveLength(DAILY_LIMIT);
    const stored = await Promise.all(files.map((file) => isStored(file.bytes)));
    expect(stored.filter(Boolean)).toHaveLength(DAILY_LIMIT);
  });
});

describe('storing a receipt file', () => {
  /** The upload service over a store whose writes wait until the test lets them finish. */
  function heldStore() {
    const local = createLocalStorage(storageDir);
    let writing!: () => void;
    let release!: () => void;
    const started = new Promise<void>((resolve) => (writing = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    const storage: ReceiptStorage = {
      ...local,
      async put(key, body, contentType) {
        writing();
        await released;
        await local.put(key, body, contentType);
      },
    };
    const service = createReceiptService({
      db: t.db,
      campaign: createCampaignService(t.db, 'demo'),
      storage,
      captcha: { verifyUrl: 'http://127.0.0.1:9/unused', secret: undefined },
      settings: loadReceiptSettings({ RECEIPT_STORAGE_DIR: storageDir }),
    });
    return { service, started, release };
  }

  it('holds no transaction or lock while the store writes, so a slow store cannot starve the API', async () => {
    const member = await signedInMember(t);
    const { service, started, release } = heldStore();
    const { token } = await service.preValidate(member.id);
    const bytes = uniquePng();
    const file = { bytes, filename: 'receipt.png', mimetype: 'image/png' };
    const answer = service.upload(member.id, { type: 'single', token: token!, captchaVal: undefined, file }, 'en');
    await started;
    // On PGlite a held transaction would make this wait for the write; on PostgreSQL the lock would show.
    const locks = await t.db.one<{ n: number }>("select count(*)::int as n from pg_locks where locktype = 'advisory'");
    expect(locks.n).toBe(0);
    release();
    expect(await answer).toMatchObject({ status: 'pending' });
    expect(await isStored(bytes)).toBe(true);
  });

  it('keeps the file of the upload that won when two members send the same bytes at once', async () => {
    const [first, second] = [await signedInMember(t), await signedInMember(t)];
    const twin = png();
    const answers = await Promise.all([upload(first, twin), upload(second, twin)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!.body.data!.id;
    expect((await file(winner)).body).toEqual(twin.bytes);
  });
});

describe('receipt review', () => {
  const notifications = async (member: SignedInMember, language = 'en-US') =>
    (
      await member.inject({
        method: 'GET',
        url: '/s1/notification?page=0&limit=5000',
        headers: { 'accept-language': language },
      })
    ).json<Envelope<NotificationPage>>().data!.content;
  const balance = (id: string) =>
    t.db.one<{ balance: number; ledger: number }>(
      `select point_balance as balance,
              coalesce((select sum(points) from points_ledger where member_id = $1 and entry = 'credit'), 0)::int as ledger
         from member where id = $1`,
      [id],
    );

  it('credits an approval once, however many operators approve at the same moment, and notifies', async () => {
    const member = await signedInMember(t);
    const { id } = (await upload(member, png())).body.data!;
    const answers = await Promise.allSettled(
      Array.from({ length: 10 }, (_, n) =>
        review({ receiptId: id, operator: `operator ${n}`, decision: 'approve', points: 50 }),
      ),
    );
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    const refused = answers.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
    expect(refused.every((a) => (a.reason as { httpCode?: number }).httpCode === 409)).toBe(true);
    expect(await balance(member.id)).toEqual({ balance: 50, ledger: 50 });
    expect((await receipts(member)).content[0]).toMatchObject({ id, status: 'approved', points: 50 });
    expect((await notifications(member))[0]?.shortMessage).toBe(
      'Your receipt was approved: 50 points were added to your balance.',
    );
    expect((await notifications(member, 'fr-CA'))[0]?.shortMessage).toBe(
      'Votre reçu a été approuvé\u00a0: 50 points ont été ajoutés à votre solde.',
    );
    const entry = await t.db.one<{ source: string; actor_type: string; actor_name: string }>(
      'select source, actor_type, actor_name from points_ledger where member_id = $1',
      [member.id],
    );
    expect(entry).toMatchObject({ source: 'receipt', actor_type: 'operator' });
  });

  it('gives a reviewer the file as the member uploaded it, and nothing for an unknown receipt', async () => {
    const member = await signedInMember(t);
    const bytes = uniquePng();
    const { id } = (await upload(member, png(bytes))).body.data!;
    const { receipt, body } = await file(id);
    expect(receipt).toMatchObject({ id, member_id: member.id, media_type: 'image/png' });
    expect(body.equals(bytes)).toBe(true);
    await expect(file('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ httpCode: 404 });
  });

  it('rejects with a reason the member sees, and credits nothing', async () => {
    const member = await signedInMember(t);
    const { id } = (await upload(member, png())).body.data!;
    await review({ receiptId: id, operator: 'dana', decision: 'reject', reason: 'The receipt is unreadable.' });
    expect((await receipts(member)).content[0]).toMatchObject({
      status: 'rejected',
      reason: 'The receipt is unreadable.',
    });
    expect((await notifications(member))[0]?.shortMessage).toBe(
      'Your receipt was rejected: The receipt is unreadable.',
    );
    expect(await balance(member.id)).toEqual({ balance: 0, ledger: 0 });
    await expect(review({ receiptId: id, operator: 'dana', decision: 'approve', points: 5 })).rejects.toMatchObject({
      httpCode: 409,
    });
  });

  it('never shows one member the receipts of another', async () => {
    const owner = await signedInMember(t);
    const { status, body } = await upload(owner, png());
    expect(status).toBe(200);
    expect((await receipts(owner)).content.map((receipt) => receipt.id)).toEqual([body.data!.id]);
    expect((await receipts(await signedInMember(t))).content).toEqual([]);
  });
});
