import { createHash } from 'node:crypto';
import { type IncomingMessage, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createS3Storage } from './s3-storage';
import { loadReceiptSettings } from './settings';
import { StoredFileMissingError } from './storage';

/** A stand-in for an S3-compatible store: keeps objects in memory and records each request. */
function fakeS3() {
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
      } else if (objects.has(request.url!)) response.writeHead(200).end(objects.get(request.url!));
      else response.writeHead(404).end();
    });
  });
  return { server, objects, requests };
}

test('stores, reads and removes receipt files as signed path-style requests to an S3-compatible store', async () => {
  const s3 = fakeS3();
  await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = s3.server.address() as AddressInfo;
    const storage = createS3Storage({
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'receipts',
      region: 'eu-west-1',
      accessKeyId: 'minio-key',
      secretAccessKey: 'minio-secret',
    });
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
