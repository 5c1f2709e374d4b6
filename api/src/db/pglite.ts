import fs from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { type Db, transactionHandle, withHelpers } from './db';
import { lockDataDir } from './data-dir-lock';
import { typeParsers } from './type-parsers';

type Queryable = Pick<Transaction, 'query' | 'exec'>;

/**
 * Embedded PostgreSQL (WASM). With a folder it persists there; without one it lives in memory
 * (tests). PGlite does not stop a second process from opening the same folder, and two writers
 * lose each other's rows, so a lock file guards the folder for as long as this handle is open.
 */
export async function openPglite(dataDir?: string): Promise<Db> {
  let releaseLock = (): void => undefined;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    releaseLock = lockDataDir(dataDir);
  }
  try {
    const pg = new PGlite({ ...(dataDir ? { dataDir } : {}), parsers: typeParsers });
    await pg.waitReady;
    return withHelpers({
      kind: 'pglite',
      ...statements(pg),
      transaction: (fn) => pg.transaction((tx) => fn(transactionHandle('pglite', statements(tx)))),
      // One session in this process: a NOTIFY reaches the callback before the statement that sent it
      // (or its transaction's commit) resolves, and the session is never lost.
      async listen(channel, handlers) {
        const unlisten = await pg.listen(channel, handlers.notification);
        handlers.listening();
        return { close: () => unlisten() };
      },
      async close() {
        await pg.close();
        releaseLock();
      },
    });
  } catch (error) {
    releaseLock();
    throw error;
  }
}

function statements(target: Queryable) {
  return {
    async query<T extends object>(sql: string, params?: readonly unknown[]) {
      const result = await target.query<T>(sql, params ? [...params] : undefined);
      return result.rows;
    },
    async exec(script: string) {
      await target.exec(script);
    },
  };
}
