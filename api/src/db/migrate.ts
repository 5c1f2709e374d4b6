import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './db';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

// NNNN_name.ts in src (tsx, jest) or NNNN_name.js in dist; a .d.ts or .map never matches.
const MIGRATION_FILE = /^(\d{4})_([\w-]+)\.(ts|js)$/;

/** Reads the folder at run time so src and the compiled dist folder behave the same. */
export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const byVersion = new Map<number, Migration>();
  for (const file of fs.readdirSync(dir).sort()) {
    const match = MIGRATION_FILE.exec(file);
    if (!match) continue;
    const version = Number(match[1]);
    const name = `${match[1]}_${match[2]}`;
    const existing = byVersion.get(version);
    if (existing && existing.name !== name) {
      throw new Error(`Two migrations share number ${match[1]}: ${existing.name} and ${name}.`);
    }
    // require, not import(): the API is CommonJS, and jest and tsx both hook require for .ts files.
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a migration file named at run time
    const { sql } = require(path.join(dir, file)) as { sql?: unknown };
    if (typeof sql !== 'string') throw new Error(`Migration ${file} must export a "sql" string.`);
    byVersion.set(version, { version, name, sql });
  }
  return [...byVersion.values()].sort((a, b) => a.version - b.version);
}

/**
 * Applies every migration not yet recorded in schema_migrations, in version order, each in its own
 * transaction. A lower number added later (another team's range) is still applied. On PostgreSQL a
 * transaction-scoped advisory lock serialises replicas that start together: the second one waits,
 * then sees the version recorded and skips it. Returns the names applied by this call.
 */
export async function migrate(db: Db, migrations: Migration[] = loadMigrations()): Promise<string[]> {
  await db.transaction(async (tx) => {
    await lockMigrations(tx);
    await tx.exec(`create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
  });

  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction(async (tx) => {
      await lockMigrations(tx);
      const done = await tx.maybeOne('select 1 from schema_migrations where version = $1', [migration.version]);
      if (done) return false;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (ran) applied.push(migration.name);
  }
  return applied;
}

async function lockMigrations(tx: Db): Promise<void> {
  // PGlite is a single connection in a single process: nothing can race it.
  if (tx.kind === 'postgres') await tx.query("select pg_advisory_xact_lock(hashtext('@portal/api schema_migrations'))");
}
