import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';

/**
 * A fresh, empty database for one test file: in-memory PGlite by default; with
 * TEST_DATABASE=postgres a throwaway schema on DATABASE_URL, dropped again by close().
 */
export async function createTestDb(): Promise<Db> {
  if (process.env.TEST_DATABASE !== 'postgres') return openPglite();

  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL.');
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = openPostgres({ connectionString });
  await admin.exec(`create schema ${schema}`);
  // Named after the schema, so a test can find this database's connections (its listener) in pg_stat_activity.
  const db = openPostgres({ connectionString, searchPath: schema, applicationName: schema });
  return {
    ...db,
    async close() {
      await db.close();
      await admin.exec(`drop schema ${schema} cascade`);
      await admin.close();
    },
  };
}
