import { createHash } from 'node:crypto';
import { type IncomingMessage, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createS3Storage } from './s3-storage';
import { loadReceiptSettings } from './settings';
import { StoredFileMissingError } from './storage';

/** ListObjectsV2 of the bucket "receipts", two objects a page, as S3 answers it. */
function listing(objects: Map<string, Buffer>, query: URLSearchParams): string {
  const prefix = query.get('prefix') ?? '';
  const after = query.get('continuation-token') ?? '';
  const keys = [...objects.keys()]
    .map((url) => url.slice('/receipts/'.length))
    .filter((key) => key.startsWith(prefix) && key > after)
    .sort();
  const page = keys.slice(0, 2);
  const contents = page.map(
    (key) =>
      `<Contents><Key>${key}</Key><LastModified>2026-11-01T10:00:00.000Z</LastModified>` +
      `<Size>${objects.get(`/receipts/${key}`)!.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`,
  );
  const more = keys.length > 2 ? `<NextContinuationToken>${page[1]}</NextContinuationToken>` : '';
  return (
    '<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
    `<Name>receipts</Name><Prefix>${prefix}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>2</MaxKeys>` +
    `<IsTruncated>${keys.length > 2}</IsTruncated>${contents.join('')}${more}</ListBucketResult>`
  );
}

/**
 * A stand-in for an S3-compatible store, listening, and the adapter pointed at it: keeps objects in
 * memory and records each request.
 */
async function fakeS3() {
  const objects = new Map<string, Buffer>();
  const requests: { method: string; url: string; headers: IncomingMessage['headers'] }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({ method: request.method!, url: request.url!, headers: request.headers });
      if (!String(request.headers.authorization).startsWith('AWS4-HMAC-SHA256 Credential=minio-key/')) {
        response.writeHead(403).end();
      } else if (request.method === 'PUT') {
        objects.set(request.url!, Buffer.concat(chunks));
        response.writeHead(200).end();
      } else if (request.method === 'DELETE') {
        objects.delete(request.url!);
        response.writeHead(204).end();
      } else if (request.url!.startsWith('/receipts?')) {
        const query = new URL(request.url!, 'http://s3').searchParams;
        if (query.get('list-type') !== '2') response.writeHead(400).end();
        else response.writeHead(200, { 'content-type': 'application/xml' }).end(listing(objects, query));
      } else if (objects.has(request.url!)) response.writeHead(200).end(objects.get(request.url!));
      else response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const storage = createS3Storage({
    endpoint: `http://127.0.0.1:${port}`,
    bucket: 'receipts',
    region: 'eu-west-1',
    accessKeyId: 'minio-key',
    secretAccessKey: 'minio-secret',
  });
  return { server, objects, requests, storage };
}

test('stores, reads and removes receipt files as signed path-style requests to an S3-compatible store', async () => {
  const s3 = await fakeS3();
  try {
    const { storage } = s3;
    const body = Buffer.from('%PDF-1.7 a receipt');
    await storage.put('receipts/c1/abc.pdf', body, 'application/pdf');
    expect(await storage.get('receipts/c1/abc.pdf')).toEqual(body);
    const [put] = s3.requests;
    expect(put).toMatchObject({ method: 'PUT', url: '/receipts/receipts/c1/abc.pdf' });
    expect(put!.headers['content-type']).toBe('application/pdf');
    expect(put!.headers['x-amz-content-sha256']).toBe(createHash('sha256').update(body).digest('hex'));
    expect(put!.headers.authorization).toMatch(/Credential=minio-key\/\d{8}\/eu-west-1\/s3\/aws4_request/);
    await expect(storage.get('receipts/c1/missing.pdf')).rejects.toThrow(StoredFileMissingError);
    await storage.remove('receipts/c1/abc.pdf');
    await expect(storage.get('receipts/c1/abc.pdf')).rejects.toThrow(StoredFileMissingError);
    // Removing what is not there is no error: S3 answers 204 either way.
    await storage.remove('receipts/c1/abc.pdf');
    expect(s3.requests.filter((request) => request.method === 'DELETE')).toHaveLength(2);
  } finally {
    s3.server.close();
  }
});

test('lists the objects under a prefix page by page, keys of digits as text', async () => {
  const s3 = await fakeS3();
  try {
    const { storage } = s3;
    const keys = ['receipts/c1/a.png', 'receipts/c1/b.pdf', 'receipts/c2/0123', 'receipts/c2/d.png.7.partial'];
    for (const key of [...keys, 'exports/e.csv']) await storage.put(key, Buffer.from(key), 'application/pdf');
    const listed = [];
    for await (const file of storage.list('receipts/')) listed.push(file);
    expect(listed).toEqual(
      keys.map((key) => ({ key, sizeBytes: key.length, modifiedAt: new Date('2026-11-01T10:00:00.000Z') })),
    );
    const lists = s3.requests.filter((request) => request.method === 'GET');
    expect(lists.map((request) => new URL(request.url, 'http://s3').searchParams.get('continuation-token'))).toEqual([
      null,
      'receipts/c1/b.pdf',
    ]);
    expect(lists[0]!.headers.authorization).toMatch(/Credential=minio-key\/\d{8}\/eu-west-1\/s3\/aws4_request/);
    const empty = [];
    for await (const file of storage.list('nothing/')) empty.push(file);
    expect(empty).toEqual([]);
  } finally {
    s3.server.close();
  }
});

test('the bucket replaces the folder only when fully configured', () => {
  expect(loadReceiptSettings({}).s3).toBeUndefined();
  expect(() => loadReceiptSettings({ RECEIPT_S3_BUCKET: 'receipts' })).toThrow(
    'RECEIPT_S3_BUCKET is set: set RECEIPT_S3_ENDPOINT, RECEIPT_S3_ACCESS_KEY_ID, RECEIPT_S3_SECRET_ACCESS_KEY too.',
  );
  expect(
    loadReceiptSettings({
      RECEIPT_S3_BUCKET: 'receipts',
      RECEIPT_S3_ENDPOINT: 'http://minio:9000',
      RECEIPT_S3_ACCESS_KEY_ID: 'k',
      RECEIPT_S3_SECRET_ACCESS_KEY: 's',
    }).s3,
  ).toEqual({
    endpoint: 'http://minio:9000',
    bucket: 'receipts',
    region: 'us-east-1',
    accessKeyId: 'k',
    secretAccessKey: 's',
  });
});
