import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const TSX = require.resolve('tsx/cli');
const CLI = path.join(__dirname, '..', 'cli.ts');

/**
 * A test's budget when it runs the CLI several times. Each call starts tsx in a process of its own and
 * opens PGlite: 3–5 s on a two-core machine, and a test makes up to 7 calls. A timeout only stops a
 * hang here; nothing is measured.
 */
export const CLI_TEST_TIMEOUT = 240_000;

/**
 * Runs the CLI as an operator would (tsx, its own process) on the PGlite folder `dataDir`, never on the
 * test run's DATABASE_URL: its exit code, and what it printed on both streams.
 */
export async function runCli(
  dataDir: string,
  args: readonly string[],
  extraEnv: Record<string, string> = {},
): Promise<{ code: number; out: string }> {
  const { DATABASE_URL: _ignored, NODE_OPTIONS: _flags, INIT_CWD: _cwd, DEBUG: _debug, ...env } = process.env;
  try {
    const { stdout } = await run(process.execPath, [TSX, CLI, ...args], {
      env: { ...env, DATA_DIR: dataDir, ...extraEnv },
    });
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}
