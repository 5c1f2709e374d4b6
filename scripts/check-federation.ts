import { satisfy } from '@module-federation/runtime-core';
import { readAppFile } from './lib/federation';

const USAGE = `usage: npm run check:federation -- <shell-url-or-dist> <remote-url-or-dist> …
  Reads the shell's and each remote's mf-manifest.json and fails when a remote needs a singleton
  (react, @portal/shared, …) in a version the shell does not provide. Reports the packages shared
  without a singleton (@portal/kit) that the remote brings, or loads beside the shell's in a second version.`;

interface SharedEntry {
  name: string;
  version: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}

interface Manifest {
  name: string;
  shared: SharedEntry[];
}

/** Entries the manifest lists without the flag (react/jsx-runtime) follow their package (react). */
const isSingleton = (entry: SharedEntry, all: SharedEntry[]): boolean =>
  entry.singleton ?? all.find((other) => other.name === entry.name.split('/')[0])?.singleton ?? false;

async function readManifest(source: string): Promise<Manifest> {
  return JSON.parse(await readAppFile(source, 'mf-manifest.json')) as Manifest;
}

/** The problems (singletons the shell does not satisfy) and notes (side-by-side versions) of one remote. */
function compare(shell: Manifest, remote: Manifest): { problems: string[]; notes: string[] } {
  const problems: string[] = [];
  const notes: string[] = [];
  for (const need of remote.shared) {
    const range = need.requiredVersion || '*';
    const provided = shell.shared.find((entry) => entry.name === need.name);
    const fits = provided !== undefined && satisfy(provided.version, range);
    if (isSingleton(need, remote.shared)) {
      if (!provided)
        problems.push(`${need.name} ${range}: the shell does not share it, so the page would load two copies`);
      else if (!fits)
        problems.push(
          `${need.name} ${range}: the shell provides ${provided.version}; deploy a shell that provides it first`,
        );
    } else if (!provided) {
      notes.push(
        `${need.name}: the shell shares none; the remote brings its own ${need.version} (needs ${range}), shared with the remotes it satisfies`,
      );
    } else if (!fits) {
      notes.push(
        `${need.name}: the remote loads its own ${need.version} (needs ${range}) beside the shell's ${provided?.version ?? 'none'}`,
      );
    }
  }
  return { problems, notes };
}

async function main(): Promise<void> {
  const [shellSource, ...remoteSources] = process.argv.slice(2);
  if (!shellSource || remoteSources.length === 0) throw new Error(USAGE);
  const shell = await readManifest(shellSource);
  let failed = 0;
  for (const source of remoteSources) {
    const remote = await readManifest(source);
    const { problems, notes } = compare(shell, remote);
    console.log(`${problems.length ? '✖' : '✔'} ${remote.name} (${source}) against ${shell.name} (${shellSource})`);
    for (const problem of problems) console.log(`    needs ${problem}`);
    for (const note of notes) console.log(`    side by side: ${note}`);
    if (problems.length) failed += 1;
  }
  if (failed) {
    console.error(`\n${failed} remote(s) need shared versions the shell does not provide: do not deploy them alone.`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
