import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildStale } from './lib/build';
import { REMOTES, ROOT, SHELL } from './lib/apps';

/**
 * `npm test`: every suite, in the order that fails fastest. The builds come before the contract
 * and end-to-end tests, which check what was built. The API suite runs on PGlite, and again on
 * PostgreSQL when DATABASE_URL is set.
 */
interface Step {
  name: string;
  command: string[];
  env?: Record<string, string>;
  /** A jest run: its counts join the closing "N passed, N failed" line. */
  jest?: boolean;
}

const reports = mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
const totals = { passed: 0, failed: 0 };

const reportFile = (name: string) => path.join(reports, `${name.replace(/\W+/g, '-')}.json`);

function jestReport(name: string): string[] {
  return ['--json', `--outputFile=${reportFile(name)}`];
}

function count(name: string): void {
  const report = JSON.parse(readFileSync(reportFile(name), 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
  };
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
}

function run({ name, command, env, jest = false }: Step): void {
  console.log(`\n▶ ${name}: ${command.join(' ')}`);
  const started = Date.now();
  const args = [...command.slice(1), ...(jest ? jestReport(name) : [])];
  const result = spawnSync(command[0]!, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  if (jest) count(name);
  console.log(`✔ ${name} (${seconds} s)`);
}

async function main(): Promise<void> {
  run({
    name: 'package-lock.json complete for npm ci',
    command: ['npx', 'tsx', 'scripts/complete-lockfile.ts', '--check'],
  });
  run({ name: 'typecheck (front end, scripts, e2e)', command: ['npx', 'tsc', '-p', 'tsconfig.json'] });
  run({ name: 'typecheck (API)', command: ['npx', 'tsc', '-p', 'api/tsconfig.json', '--noEmit'] });
  run({
    name: 'lint (boundaries between apps and API modules, hooks, accessibility, French spacing)',
    command: ['npx', 'eslint', '.'],
  });
  run({ name: 'format', command: ['npx', 'prettier', '--check', '.'] });
  console.log('\n▶ build what is stale');
  await buildStale();
  run({
    name: 'each built remote can ship beside the built shell',
    command: ['npx', 'tsx', 'scripts/check-federation.ts', SHELL.dist, ...REMOTES.map((remote) => remote.dist)],
  });
  run({
    name: 'unit, component and contract tests',
    command: ['npx', 'jest', '--config', 'jest.config.js'],
    jest: true,
  });
  run({ name: 'API tests on PGlite', command: ['npm', 'test', '-w', '@portal/api', '--silent', '--'], jest: true });
  if (process.env.DATABASE_URL) {
    run({
      name: 'API tests on PostgreSQL',
      command: ['npm', 'run', 'test:pg', '-w', '@portal/api', '--silent', '--'],
      jest: true,
    });
  } else {
    console.log('\n(DATABASE_URL is not set: the API suite ran on PGlite only)');
  }
  run({
    name: 'end-to-end tests in Chromium',
    command: ['npx', 'jest', '--config', 'e2e/jest.config.js', '--runInBand'],
    jest: true,
  });
  rmSync(reports, { recursive: true, force: true });
  console.log(`\nAll test suites passed.\n${totals.passed} passed, ${totals.failed} failed`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
