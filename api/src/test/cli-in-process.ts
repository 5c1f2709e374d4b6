import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dispatch } from '../cli/dispatch';
import type { Db } from '../db/db';
import { createTestDb } from './test-db';

/**
 * Runs CLI command lines in this process on a test's own database (PGlite, or PostgreSQL under
 * TEST_DATABASE=postgres) for the demo campaign, the CLI's default: the exit code, and what was printed,
 * the answer before the mistakes as a terminal that keeps both streams would show. The process itself
 * (tsx, the configured database, DATA_DIR, CAMPAIGN_SLUG) is tested by cli/cli-exit-codes.test.ts.
 */
function cliOn(db: Db) {
  return async (...args: string[]): Promise<{ code: number; out: string }> => {
    let out = '';
    let err = '';
    const terminal = { out: (text: string) => (out += `${text}\n`), err: (text: string) => (err += `${text}\n`) };
    const code = await dispatch(args, (use) => use(db, 'demo'), terminal);
    return { code, out: out + err };
  };
}

export interface CliTestBed {
  db: Db;
  /** A scratch folder for the files a command reads or writes. */
  dir: string;
  cli: ReturnType<typeof cliOn>;
}

/** A test file's fresh database, command lines on it and a scratch folder, made before its tests and removed after. */
export function cliTestBed(prefix: string): CliTestBed {
  const bed = {} as CliTestBed;
  beforeAll(async () => {
    bed.db = await createTestDb();
    bed.cli = cliOn(bed.db);
    bed.dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  });
  afterAll(async () => {
    fs.rmSync(bed.dir, { recursive: true, force: true });
    await bed.db.close();
  });
  return bed;
}
