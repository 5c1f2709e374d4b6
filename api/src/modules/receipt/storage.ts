import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where receipt files live: a local folder by default, an S3-compatible bucket when configured
 * (s3-storage.ts; api/README.md "Purchase proof"). Another store implements the same two calls.
 */
export interface ReceiptStorage {
  /** Stores the bytes under the key; storing the same key again replaces them. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/;

function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key "${key}".`);
}

/** Files in a local folder, written whole (temporary name, then rename) so a reader never sees half a file. */
export function createLocalStorage(root: string): ReceiptStorage {
  return {
    async put(key, body) {
      assertSafeKey(key);
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, body);
      await rename(partial, file);
    },
    async get(key) {
      assertSafeKey(key);
      return readFile(path.join(root, key));
    },
  };
}
