import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Keeps `npm ci` working. Native packages (@swc/core, @rspack/binding, unrs-resolver) list one
 * optional binary per platform; the registry these machines reach serves only the Linux ones, so
 * npm leaves the others out of package-lock.json, and `npm ci` then refuses the lock as out of
 * sync. This adds each missing binary as an optional entry with its os/cpu/libc, which npm skips on
 * every other platform. Run `npm run lockfile` after changing dependencies; `npm test` checks it
 * (`--check` exits 1 when entries are missing).
 */
interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
}

const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openharmony'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'riscv64', 's390x', 'loong64', 'wasm32'];
const LIBC: Record<string, string> = { gnu: 'glibc', gnueabihf: 'glibc', musl: 'musl', musleabihf: 'musl' };

/** Reads the platform from a binary's name, e.g. @swc/core-linux-x64-musl → linux, x64, musl. */
function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> | null {
  const parts = name.split('/').pop()!.split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part));
  const libc = parts.map((part) => LIBC[part]).find(Boolean);
  if (!cpu) return null;
  return { ...(os ? { os: [os] } : {}), cpu: [cpu], ...(libc ? { libc: [libc] } : {}) };
}

const lockPath = path.resolve(__dirname, '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as { packages: Record<string, LockEntry> };
let added = 0;
for (const parent of Object.values({ ...lock.packages })) {
  for (const [name, version] of Object.entries(parent.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const platform = platformOf(name);
    if (lock.packages[key] || !platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    lock.packages[key] = { version, ...(parent.dev ? { dev: true } : {}), optional: true, ...platform };
    added += 1;
  }
}
if (added > 0 && process.argv.includes('--check')) {
  console.error(`package-lock.json misses ${added} platform binaries, so npm ci would refuse it: run npm run lockfile`);
  process.exit(1);
}
if (added > 0) {
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`package-lock.json: added ${added} platform binaries the registry does not serve here`);
}
