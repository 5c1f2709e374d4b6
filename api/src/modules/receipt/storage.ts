import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where receipt files live: a local folder by default, an S3-compatible bucket when configured
 * (s3-storage.ts; api/README.md "Purchase proof"). Another store implements the same four calls.
 */
export interface ReceiptStorage {
  /** Stores the bytes under the key; storing the same key again replaces them. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes stored under the key; StoredFileMissingError when the store has none. */
  get(key: string): Promise<Buffer>;
  /** Removes what is stored under the key; nothing there is not an error. */
  remove(key: string): Promise<void>;
  /** Every file whose key starts with the prefix, in no set order (for receipts:sweep). */
  list(prefix: string): AsyncIterable<StoredFile>;
}

/** Every receipt file's key starts so: `receipts/<campaign>/<sha256>-<random>.<ext>` (decision 133). */
export const RECEIPT_KEY_PREFIX = 'receipts/';

/** A file the store holds, as a listing gives it. */
export interface StoredFile {
  key: string;
  sizeBytes: number;
  modifiedAt: Date;
}

/** A receipt's file the store does not hold (moved, deleted, another store configured). */
export class StoredFileMissingError extends Error {
  constructor(key: string) {
    super(`The receipt store holds no file ${key}: it was moved or deleted, or another store is configured.`);
  }
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/;

function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key "${key}".`);
}

/** The keys of the files under root whose key starts with prefix; a missing folder holds none. */
async function localKeys(root: string, prefix: string): Promise<string[]> {
  const folder = path.join(root, prefix.slice(0, prefix.lastIndexOf('/') + 1));
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((key) => key.startsWith(prefix));
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
      try {
        return await readFile(path.join(root, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new StoredFileMissingError(key);
        throw error;
      }
    },
    async remove(key) {
      assertSafeKey(key);
      await rm(path.join(root, key), { force: true });
    },
    async *list(prefix) {
      for (const key of await localKeys(root, prefix)) {
        const file = await stat(path.join(root, key)).catch(() => undefined);
        // Gone between the listing and the stat: removed by someone else, nothing to report.
        if (file) yield { key, sizeBytes: file.size, modifiedAt: file.mtime };
      }
    },
  };
}
