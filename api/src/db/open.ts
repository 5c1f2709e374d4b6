import { type Config, MEMORY_DATA_DIR } from '../config';
import type { Db } from './db';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/** PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite in DATA_DIR (or in memory). */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  if (config.databaseUrl) return openPostgres({ connectionString: config.databaseUrl });
  return openPglite(config.dataDir === MEMORY_DATA_DIR ? undefined : config.dataDir);
}
