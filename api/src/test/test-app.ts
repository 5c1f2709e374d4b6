import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import type { LogStream } from '../http/logging';
import { seedDemo } from '../seed';
import { createTestDb } from './test-db';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** The app's configuration (its JWT secret signs test members' tokens). */
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  seed?: boolean;
  logStream?: LogStream;
  /** Environment variables for loadConfig, e.g. CAMPAIGN_SLUG. */
  env?: NodeJS.ProcessEnv;
}

/** A migrated database (seeded unless told otherwise) and an app on it, silent unless a log stream is given. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const db = await createTestDb();
  await migrate(db);
  if (options.seed ?? true) await seedDemo(db);
  const config = loadConfig({ ...options.env, LOG_LEVEL: options.logStream ? 'info' : 'silent' });
  const app = buildApp({ db, config, ...(options.logStream ? { logStream: options.logStream } : {}) });
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/** Collects JSON log lines in memory. */
export function captureLog(): LogStream & { lines: string[] } {
  const lines: string[] = [];
  return { lines, write: (line: string) => void lines.push(line) };
}
