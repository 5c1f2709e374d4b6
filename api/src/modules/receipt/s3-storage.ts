import { sign } from 'aws4';
import { type ReceiptStorage, StoredFileMissingError } from './storage';

/** An S3-compatible bucket (AWS S3, MinIO): path-style URLs, Signature V4 by the aws4 library. */
export interface S3Settings {
  /** e.g. http://minio:9000 or https://s3.eu-west-1.amazonaws.com */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Receipt files as objects `<bucket>/<key>` of an S3-compatible store. */
export function createS3Storage(settings: S3Settings): ReceiptStorage {
  const base = new URL(settings.endpoint);
  const credentials = { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey };

  async function send(
    method: 'PUT' | 'GET' | 'DELETE',
    key: string,
    body?: Buffer,
    contentType?: string,
  ): Promise<Response> {
    const path = `${base.pathname.replace(/\/$/, '')}/${settings.bucket}/${key}`;
    const signed = sign(
      {
        host: base.host,
        path,
        method,
        service: 's3',
        region: settings.region,
        ...(body ? { body, headers: { 'Content-Type': contentType ?? 'application/octet-stream' } } : {}),
      },
      credentials,
    );
    const headers = Object.fromEntries(
      Object.entries(signed.headers ?? {}).map(([name, value]) => [name, String(value)]),
    );
    delete headers.Host;
    const response = await fetch(`${base.protocol}//${base.host}${path}`, {
      method,
      headers,
      ...(body ? { body: new Uint8Array(body) } : {}),
      signal: AbortSignal.timeout(60_000),
    });
    if (method === 'GET' && response.status === 404) throw new StoredFileMissingError(key);
    if (!response.ok) throw new Error(`S3 ${method} ${key} answered ${response.status}.`);
    return response;
  }

  return {
    async put(key, body, contentType) {
      await send('PUT', key, body, contentType);
    },
    async get(key) {
      return Buffer.from(await (await send('GET', key)).arrayBuffer());
    },
    // S3 answers 204 whether or not the key held an object.
    async remove(key) {
      await send('DELETE', key);
    },
  };
}
