import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { buildStale } from './lib/build';
import { REMOTES, ROOT, SHELL } from './lib/apps';

/**
 * `npm test`: every suite, in the order that fails fastest. The builds come before the contract
 * and end-to-end tests, which check what was built. The API suite runs on PGlite, and side by side
 * on PostgreSQL when DATABASE_URL is set (each test file has a database of its own, docs/decisions.md 139).
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

const argsOf = ({ name, command, jest = false }: Step): string[] => [
  ...command.slice(1),
  ...(jest ? jestReport(name) : []),
];

function finish({ name, jest = false }: Step, status: number | null, started: number): void {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (status !== 0) {
    console.error(`✖ ${name} failed after ${seconds} s`);
    process.exit(status ?? 1);
  }
  if (jest) count(name);
  console.log(`✔ ${name} (${seconds} s)`);
}

function run(step: Step): void {
  console.log(`\n▶ ${step.name}: ${step.command.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(step.command[0]!, argsOf(step), {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  finish(step, result.status, started);
}

/** One step of several running together, in a process group of its own (runTogether): each line it prints goes out marked. */
function start(step: Step & { label: string }): { child: ChildProcess; done: Promise<number | null> } {
  console.log(`\n▶ [${step.label}] ${step.name}: ${step.command.join(' ')}`);
  const child = spawn(step.command[0]!, argsOf(step), {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...step.env },
    detached: true,
  });
  for (const stream of [child.stdout, child.stderr])
    createInterface({ input: stream }).on('line', (line) => console.log(`[${step.label}] ${line}`));
  return { child, done: new Promise((resolve) => child.on('close', (code) => resolve(code))) };
}

/**
 * Steps that share nothing, side by side (the machines have 2 cores). Each runs in a process group of its
 * own, which a terminal's Ctrl-C does not reach, so the first to fail, or an interrupt of this run, stops
 * the others, their test runners included: nothing of them outlives the run.
 */
async function runTogether(steps: Array<Step & { label: string }>): Promise<void> {
  const started = Date.now();
  const running = steps.map(start);
  const stopAll = () => {
    for (const { child } of running) if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
  };
  const interrupted = (signal: NodeJS.Signals) => {
    stopAll();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', interrupted).once('SIGTERM', interrupted);
  await Promise.all(
    running.map(async ({ done }, index) => {
      const status = await done;
      if (status !== 0) stopAll();
      finish(steps[index]!, status, started);
    }),
  );
  process.off('SIGINT', interrupted).off('SIGTERM', interrupted);
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
  const onPglite = {
    label: 'PGlite',
    name: 'API tests on PGlite',
    command: ['npm', 'test', '-w', '@portal/api', '--silent', '--'],
    jest: true,
  };
  if (process.env.DATABASE_URL) {
    await runTogether([
      onPglite,
      {
        label: 'PostgreSQL',
        name: 'API tests on PostgreSQL',
        command: ['npm', 'run', 'test:pg', '-w', '@portal/api', '--silent', '--'],
        jest: true,
      },
    ]);
  } else {
    run(onPglite);
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
