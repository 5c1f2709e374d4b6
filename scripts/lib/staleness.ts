import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps';

const STAMP = '.build-hash';
const SKIP = new Set(['node_modules', 'dist', 'coverage', '.data']);

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  if (statSync(dir).isFile()) return [dir];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !SKIP.has(entry.name))
    .flatMap((entry) => listFiles(path.join(dir, entry.name)))
    .sort();
}

/** A hash of every input of a build; content, not mtimes, so a fresh clone and a touched file agree. */
export function inputsHash(inputs: string[]): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => listFiles(path.resolve(ROOT, input)))) {
    hash.update(path.relative(ROOT, file)).update(readFileSync(file));
  }
  return hash.digest('hex');
}

export function isStale(outDir: string, hash: string): boolean {
  const stamp = path.join(outDir, STAMP);
  return !existsSync(stamp) || readFileSync(stamp, 'utf8') !== hash;
}

export function markBuilt(outDir: string, hash: string): void {
  writeFileSync(path.join(outDir, STAMP), hash);
}
