import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { REMOTE_NAMES } from '../shared/src/federation/remotes';
import { federationEntry, readAppFile, ROUTES_FILE, type FederationEntry, type RouteFile } from './lib/federation';

const USAGE = `usage: npm run federation:json -- <federation.json> <remote>=<origin>[@<routes-from>] …
  Writes (or updates) the shell's federation.json: each named remote gets its mf-manifest.json URL at
  <origin> and the routes its build declared, read from <routes-from>/routes.json (default: <origin>;
  a built dist folder works too). Remotes not named keep their entries.`;

function parse(arg: string): { name: string; origin: string; routesFrom: string } {
  const match = /^([a-z][\w-]*)=(https?:\/\/[^@\s]+)(?:@(.+))?$/.exec(arg);
  if (!match) throw new Error(`cannot read "${arg}"\n${USAGE}`);
  const [, name, origin, routesFrom] = match as unknown as [string, string, string, string | undefined];
  if (!(REMOTE_NAMES as readonly string[]).includes(name))
    throw new Error(`unknown remote "${name}" (${REMOTE_NAMES.join(', ')})`);
  return { name, origin, routesFrom: routesFrom ?? origin };
}

async function main(): Promise<void> {
  const [file, ...pairs] = process.argv.slice(2);
  if (!file || pairs.length === 0) throw new Error(USAGE);
  const federation = (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}) as Record<
    string,
    FederationEntry
  >;
  for (const { name, origin, routesFrom } of pairs.map(parse)) {
    const routeFile = JSON.parse(await readAppFile(routesFrom, ROUTES_FILE)) as RouteFile;
    if (routeFile.name !== name)
      throw new Error(`${routesFrom}/${ROUTES_FILE} declares the routes of ${routeFile.name}, not ${name}`);
    federation[name] = federationEntry(origin, routeFile);
    console.log(`${name}: ${federation[name].entry}, ${routeFile.routes.length} routes`);
  }
  const ordered = Object.fromEntries(
    REMOTE_NAMES.filter((name) => federation[name]).map((name) => [name, federation[name]]),
  );
  writeFileSync(file, `${JSON.stringify(ordered, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
