import path from 'node:path';
import type { S3Settings } from './s3-storage';
import { positiveInteger } from '../../platform/settings';

/** Environment of the receipt module (api/README.md "Purchase proof"). Read once when the app is built. */
export interface ReceiptSettings {
  /** Folder of the local storage adapter. */
  storageDir: string;
  /** An S3-compatible bucket instead of the folder, when RECEIPT_S3_BUCKET is set. */
  s3: S3Settings | undefined;
  /** Receipts a member may upload per rolling 24 hours; beyond them the pre-validation and the upload refuse. */
  perDay: number;
  /** Upload requests per minute and client address. */
  rateLimitPerMinute: number;
}

/** Receipt file size (docs/product/limits.md): one chosen file. */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
/** Receipt files (docs/product/limits.md): a merged PDF holds at most this many pages. */
export const RECEIPT_MAX_FILES = 5;
/** A PDF the browser merged from up to 5 images of at most 5 MB each. */
export const MERGED_MAX_BYTES = RECEIPT_MAX_FILES * RECEIPT_MAX_BYTES;
/** How long a pre-validation token may wait for its upload. */
export const UPLOAD_TOKEN_SECONDS = 10 * 60;

// src/ and dist/ sit at the same depth, so this resolves to the repository root from both.
const REPO_ROOT = path.resolve(__dirname, '..', '..', '..', '..');

export function loadReceiptSettings(env: NodeJS.ProcessEnv = process.env): ReceiptSettings {
  return {
    storageDir: path.resolve(env.RECEIPT_STORAGE_DIR || path.join(REPO_ROOT, '.data', 'receipts')),
    s3: loadS3Settings(env),
    perDay: positiveInteger(env, 'RECEIPTS_PER_DAY', 5),
    rateLimitPerMinute: positiveInteger(env, 'RECEIPT_RATE_LIMIT_PER_MINUTE', 20),
  };
}

function loadS3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const bucket = env.RECEIPT_S3_BUCKET;
  if (!bucket) return undefined;
  const missing = ['RECEIPT_S3_ENDPOINT', 'RECEIPT_S3_ACCESS_KEY_ID', 'RECEIPT_S3_SECRET_ACCESS_KEY'].filter(
    (name) => !env[name],
  );
  if (missing.length > 0) throw new Error(`RECEIPT_S3_BUCKET is set: set ${missing.join(', ')} too.`);
  return {
    endpoint: env.RECEIPT_S3_ENDPOINT!,
    bucket,
    region: env.RECEIPT_S3_REGION || 'us-east-1',
    accessKeyId: env.RECEIPT_S3_ACCESS_KEY_ID!,
    secretAccessKey: env.RECEIPT_S3_SECRET_ACCESS_KEY!,
  };
}
