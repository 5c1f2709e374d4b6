import path from 'node:path';

/** Environment of the receipt module (api/README.md "Purchase proof"). Read once when the app is built. */
export interface ReceiptSettings {
  /** Folder of the local storage adapter. */
  storageDir: string;
  /** Receipts a member may upload per rolling 24 hours; the pre-validation answers valid: false beyond. */
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

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  const number = value ? Number(value) : fallback;
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a positive integer, got "${value}".`);
  return number;
}

export function loadReceiptSettings(env: NodeJS.ProcessEnv = process.env): ReceiptSettings {
  return {
    storageDir: path.resolve(env.RECEIPT_STORAGE_DIR || path.join(REPO_ROOT, '.data', 'receipts')),
    perDay: positiveInteger(env, 'RECEIPTS_PER_DAY', 5),
    rateLimitPerMinute: positiveInteger(env, 'RECEIPT_RATE_LIMIT_PER_MINUTE', 20),
  };
}
