import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { portsFrom, REMOTES, ROOT, SHELL } from '../../scripts/lib/apps';
import { federationEntry, type RouteFile } from '../../scripts/lib/federation';
import type { FastifyInstance } from 'fastify';
import { remoteHelmet } from '../../scripts/lib/security-headers';
import { createStaticServer } from '../../scripts/lib/static-server';
import { launchBrowser, openPage, passAgeGate, type E2eBrowser } from './support/browser';
import { startTestPortal, type E2ePortal } from './support/portal';

/**
 * A remote built against a newer minor version of the kit ships beside the current shell: the
 * contest remote is copied with the kit, the kit becomes 1.1.0 with a new export the remote
 * renders, and only that remote is built. The shell and its kit 1.0.0 are the ones already built.
 */
const run = promisify(execFile);
const PORT_BASE = 18480;
const PORTS = portsFrom(PORT_BASE + Number(process.env.E2E_PORT_OFFSET ?? 0));
/** Where the rebuilt remote is served: inside this suite's block of ports, clear of the portal's. */
const NEXT_PORT = PORTS.shell + 50;
/** Inside the repository (and ignored by git), so everything but the kit resolves from its node_modules. */
const WORK = path.join(ROOT, '.e2e-artifacts', 'kit-next');
const REMOTE = path.join(WORK, 'mfe-contest');
const KIT = path.join(WORK, 'kit');

const replaceIn = (file: string, from: string, to: string) => {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no longer contains ${from}`);
  writeFileSync(file, text.replace(from, to));
};

/** The kit, one minor version on: a new component, exported from its index. */
function writeNextKit(): void {
  cpSync(path.join(ROOT, 'kit'), KIT, { recursive: true, filter: (source) => !source.includes('node_modules') });
  const pkg = JSON.parse(readFileSync(path.join(KIT, 'package.json'), 'utf8')) as { version: string };
  writeFileSync(path.join(KIT, 'package.json'), JSON.stringify({ ...pkg, version: '1.1.0' }, null, 2));
  writeFileSync(
    path.join(KIT, 'src', 'ui', 'KitVersion.tsx'),
    'export function KitVersion() {\n  return <p data-testid="kit-version">Kit 1.1.0</p>;\n}\n',
  );
  writeFileSync(path.join(KIT, 'src', 'index.ts'), "export { KitVersion } from './ui/KitVersion';\n", { flag: 'a' });
  mkdirSync(path.join(WORK, 'node_modules', '@portal'), { recursive: true });
  symlinkSync(KIT, path.join(WORK, 'node_modules', '@portal', 'kit'));
}

/** The contest remote, depending on ^1.1.0 and rendering the new export above its pages. */
function writeRemote(): void {
  const source = path.join(ROOT, 'mfe-contest');
  cpSync(source, REMOTE, { recursive: true, filter: (file) => !/node_modules|dist/.test(path.relative(source, file)) });
  replaceIn(path.join(REMOTE, 'package.json'), '"@portal/kit": "^1.0.0"', '"@portal/kit": "^1.1.0"');
  const app = path.join(REMOTE, 'src', 'ContestApp.tsx');
  replaceIn(
    app,
    "import { Route, Routes } from 'react-router-dom';",
    "import { Route, Routes } from 'react-router-dom';\nimport { KitVersion } from '@portal/kit';",
  );
  replaceIn(app, '    <Routes>\n', '    <>\n      <KitVersion />\n      <Routes>\n');
  replaceIn(app, '    </Routes>\n', '      </Routes>\n    </>\n');
}

let portal: E2ePortal;
let chrome: E2eBrowser;
let nextRemote: FastifyInstance;
let check: { stdout: string };

beforeAll(async () => {
  rmSync(WORK, { recursive: true, force: true });
  writeNextKit();
  writeRemote();
  await run(path.join(ROOT, 'node_modules', '.bin', 'webpack'), ['--mode', 'production'], { cwd: REMOTE });
  check = await run('npx', ['tsx', 'scripts/check-federation.ts', SHELL.dist, path.join(REMOTE, 'dist')], {
    cwd: ROOT,
  });

  nextRemote = await createStaticServer({ root: path.join(REMOTE, 'dist'), cors: true, helmet: remoteHelmet() });
  await nextRemote.listen({ port: NEXT_PORT, host: '127.0.0.1' });
  const routesOf = (dist: string) => JSON.parse(readFileSync(path.join(dist, 'routes.json'), 'utf8')) as RouteFile;
  const federation = Object.fromEntries(
    REMOTES.map(({ remote, dist }) =>
      remote === 'contest'
        ? [remote, federationEntry(`http://localhost:${NEXT_PORT}`, routesOf(path.join(REMOTE, 'dist')))]
        : [remote, federationEntry(`http://localhost:${PORTS.remotes[remote!]}`, routesOf(dist))],
    ),
  );
  const federationFile = path.join(WORK, 'federation.json');
  writeFileSync(federationFile, JSON.stringify(federation));
  portal = await startTestPortal(PORT_BASE, { federationFile, skip: ['contest'] });
  chrome = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await chrome?.close();
  await portal?.cleanup();
  await nextRemote?.close();
  rmSync(WORK, { recursive: true, force: true });
});

describe('a remote built against a newer minor kit, beside the current shell', () => {
  // The shell paints with the UI kit bundled in (@portal/kit/ui) and shares no kit: the remotes share
  // theirs, and a remote needing ^1.0.0 runs on an already loaded 1.1.0 (docs/decisions.md 37).
  it('passes check:federation, which reports the kit the remote brings', () => {
    expect(check.stdout).toMatch(/✔ contest/);
    expect(check.stdout).toMatch(
      /side by side: @portal\/kit: the shell shares none; the remote brings its own 1\.1\.0 \(needs \^1\.1\.0\)/,
    );
  });

  it('renders its pages with the new kit export, and a remote built against the older kit runs beside it', async () => {
    const { page, errors } = await openPage(chrome.browser);
    // README's public wheel link, which the demo seed creates.
    await page.goto(`${portal.url}/contestx/demo-wheel-2026-open-link`);
    await passAgeGate(page);
    await page.getByTestId('kit-version').filter({ hasText: 'Kit 1.1.0' }).waitFor();
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    await page.evaluate(() => window.history.pushState(null, '', '/login'));
    await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
    const kitVersions = await page.evaluate(() => {
      type Scope = Record<string, Record<string, { loaded?: boolean; from: string }>>;
      const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Scope>> } })
        .__FEDERATION__.__SHARE__;
      const versions = Object.values(share).flatMap((scopes) => Object.entries(scopes.default?.['@portal/kit'] ?? {}));
      return [...new Set(versions.filter(([, entry]) => entry.loaded).map(([version]) => version))].sort();
    });
    expect(kitVersions).toEqual(['1.1.0']);
    expect(errors).toEqual([]);
  });
});
