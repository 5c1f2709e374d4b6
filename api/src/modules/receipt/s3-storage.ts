import { sign } from 'aws4';
import { XMLParser } from 'fast-xml-parser';
import { type ReceiptStorage, type StoredFile, StoredFileMissingError } from './storage';

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

  /** A signed request for `<bucket><target>`: `/<key>` for an object, `?<query>` for a listing. */
  async function send(
    method: 'PUT' | 'GET' | 'DELETE',
    target: string,
    body?: Buffer,
    contentType?: string,
  ): Promise<Response> {
    const path = `${base.pathname.replace(/\/$/, '')}/${settings.bucket}${target}`;
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
    const objectKey = target.startsWith('/') ? target.slice(1) : undefined;
    if (method === 'GET' && response.status === 404 && objectKey) throw new StoredFileMissingError(objectKey);
    if (!response.ok) throw new Error(`S3 ${method} ${objectKey ?? 'listing'} answered ${response.status}.`);
    return response;
  }

  return {
    async put(key, body, contentType) {
      await send('PUT', `/${key}`, body, contentType);
    },
    async get(key) {
      return Buffer.from(await (await send('GET', `/${key}`)).arrayBuffer());
    },
    // S3 answers 204 whether or not the key held an object.
    async remove(key) {
      await send('DELETE', `/${key}`);
    },
    async *list(prefix) {
      let continuation: string | undefined;
      do {
        const query = new URLSearchParams({ 'list-type': '2', prefix });
        if (continuation) query.set('continuation-token', continuation);
        const page = parseListing(await (await send('GET', `?${query}`)).text());
        yield* page.files;
        continuation = page.next;
      } while (continuation);
    },
  };
}

// Every value as text: a key of digits stays a key, not a number.
const listingParser = new XMLParser({ parseTagValue: false, isArray: (name) => name === 'Contents' });

interface Listing {
  ListBucketResult?: {
    Contents?: { Key: string; Size: string; LastModified: string }[];
    IsTruncated?: string;
    NextContinuationToken?: string;
  };
}

/** One page of a ListObjectsV2 answer: its files, and the token of the next page when there is one. */
function parseListing(xml: string): { files: StoredFile[]; next?: string } {
  const result = (listingParser.parse(xml) as Listing).ListBucketResult;
  if (!result) throw new Error('S3 listing answered without a ListBucketResult.');
  const files = (result.Contents ?? []).map((object) => ({
    key: object.Key,
    sizeBytes: Number(object.Size),
    modifiedAt: new Date(object.LastModified),
  }));
  return result.IsTruncated === 'true' && result.NextContinuationToken
    ? { files, next: result.NextContinuationToken }
    : { files };
}
