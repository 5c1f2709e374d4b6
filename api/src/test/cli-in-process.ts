import { dispatch } from '../cli/dispatch';
import type { Db } from '../db/db';

/**
 * Runs CLI command lines in this process on a test's own database (PGlite, or PostgreSQL under
 * TEST_DATABASE=postgres) for the campaign `slug`: the exit code, and what was printed, the answer
 * before the mistakes as a terminal that keeps both streams would show. The process itself (tsx, the
 * configured database, DATA_DIR) is tested by cli/cli-exit-codes.test.ts.
 */
export function cliOn(db: Db, slug = 'demo') {
  return async (...args: string[]): Promise<{ code: number; out: string }> => {
    let out = '';
    let err = '';
    const terminal = { out: (text: string) => (out += `${text}\n`), err: (text: string) => (err += `${text}\n`) };
    const code = await dispatch(args, (use) => use(db, slug), terminal);
    return { code, out: out + err };
  };
}
