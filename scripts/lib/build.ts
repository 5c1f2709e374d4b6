import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, WEB_APPS } from './apps';
import { inputsHash, isStale, markBuilt } from './staleness';

interface Target {
  label: string;
  workspace: string;
  outDir: string;
  inputs: string[];
}

const COMMON = ['package-lock.json', 'tsconfig.base.json'];

/** Every buildable unit and what its output depends on. */
export const TARGETS: Target[] = [
  {
    label: 'api',
    workspace: '@portal/api',
    outDir: path.join(ROOT, 'api/dist'),
    // The shared folders the API imports by alias (api/tsconfig.json "paths").
    inputs: [
      ...COMMON,
      ...['api/src', 'api/package.json', 'api/tsconfig.json', 'api/tsconfig.build.json', 'api/scripts'],
      ...['kit/src/contracts', 'kit/src/validation', 'kit/src/i18n', 'shared/src/i18n'],
    ],
  },
  ...WEB_APPS.map((app) => ({
    label: app.workspace,
    workspace: app.workspace,
    outDir: app.dist,
    inputs: [
      ...COMMON,
      `${app.workspace}/src`,
      `${app.workspace}/package.json`,
      `${app.workspace}/webpack.config.js`,
      'shared/src',
      'shared/build',
      'shared/package.json',
      'kit/src',
      'kit/package.json',
    ],
  })),
];

function run(target: Target): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', target.workspace, '--silent'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`build of ${target.label} failed:\n${output}`)),
    );
  });
}

/** Builds the targets whose inputs changed since their last build, two at a time (the machines have 2 cores). */
export async function buildStale({ all = false, log = console.log } = {}): Promise<string[]> {
  const queue = TARGETS.map((target) => ({ target, hash: inputsHash(target.inputs) })).filter(
    ({ target, hash }) => all || isStale(target.outDir, hash),
  );
  const built: string[] = [];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const started = Date.now();
      await run(next.target);
      markBuilt(next.target.outDir, next.hash);
      built.push(next.target.label);
      log(`  built ${next.target.label} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  };
  await Promise.all([worker(), worker()]);
  return built;
}
