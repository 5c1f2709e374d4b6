import { buildApp } from '../../api/src/app';
import { loadConfig } from '../../api/src/config';
import { migrate } from '../../api/src/db/migrate';
import type { Db } from '../../api/src/db/db';
import { openPglite } from '../../api/src/db/pglite';
import { openPostgres } from '../../api/src/db/postgres';
import { seedDemo } from '../../api/src/seed';

/**
 * One API process for `npm run bench:read` (scripts/bench-read.ts): the API (run by tsx) with the
 * demo campaign, listening on the port given, on an in-memory PGlite or, with DATABASE_URL, in a
 * schema of its own on that PostgreSQL database (dropped on exit). `--without-access-check`
 * builds it with an always-yes session check (BuildAppOptions.benchmarkAccessCheck), the variant the
 * benchmark compares the real check against; nothing outside this benchmark can ask for that.
 */
async function main(): Promise<void> {
  const port = process.argv[2];
  const withoutCheck = process.argv.includes('--without-access-check');
  const config = loadConfig({ ...process.env, DATABASE_URL: '', PORT: port, HOST: '127.0.0.1' });
  const db = await openDatabase(`bench_read_${port}`);
  await migrate(db);
  await seedDemo(db);
  const app = buildApp({
    db,
    config,
    ...(withoutCheck ? { benchmarkAccessCheck: async () => true } : {}),
  });
  await app.listen({ port: config.port, host: config.host });
  const stop = () => void app.close().then(() => db.close().then(() => process.exit(0)));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

/** In-memory PGlite, or a fresh schema on DATABASE_URL whose close() drops it. */
async function openDatabase(schema: string): Promise<Db> {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) return openPglite();
  const admin = openPostgres({ connectionString });
  await admin.exec(`drop schema if exists ${schema} cascade; create schema ${schema}`);
  const db = openPostgres({ connectionString, searchPath: schema });
  return {
    ...db,
    async close() {
      await db.close();
      await admin.exec(`drop schema ${schema} cascade`);
      await admin.close();
    },
  };
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
