import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db';
import { loadMigrations, migrate } from '../db/migrate';
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

/**
 * A second handle on the database of `db`, as another API process would have: on PostgreSQL a pool
 * and listener of its own on the same schema (closed by its close()); PGlite, embedded in this
 * process, has one session only, so there it is `db` again (its close() leaves `db` open).
 */
export async function openSecondHandle(db: Db): Promise<Db> {
  if (db.kind === 'pglite') return { ...db, close: async () => undefined };
  const { schema } = await db.one<{ schema: string }>('select current_schema() as schema');
  const connectionString = process.env.DATABASE_URL ?? '';
  return openPostgres({ connectionString, searchPath: schema, applicationName: schema });
}

/** On PostgreSQL: ends the connections of `db` (this schema's) that LISTEN, as a server restart would. */
export async function terminateListeners(db: Db): Promise<number> {
  const rows = await db.query<{ pid: number }>(
    `select pid from pg_stat_activity
      where application_name = current_schema() and query ilike 'listen %' and pid <> pg_backend_pid()`,
  );
  for (const { pid } of rows) await db.query('select pg_terminate_backend($1)', [pid]);
  return rows.length;
}

/** A fresh database with every migration below `version` applied: the state that migration meets. */
export async function createTestDbBefore(version: number): Promise<Db> {
  const db = await createTestDb();
  await migrate(
    db,
    loadMigrations().filter((migration) => migration.version < version),
  );
  return db;
}

/** An active campaign in a database a migration test set up by hand (createTestDbBefore); its id. */
export async function insertOldCampaign(db: Db): Promise<string> {
  const { id } = await db.one<{ id: string }>(
    `insert into campaign (slug, name, state, status, activation_start, activation_end)
     values ('old', 'Old', 'active', 'active', now(), now() + interval '1 day') returning id`,
  );
  return id;
}
