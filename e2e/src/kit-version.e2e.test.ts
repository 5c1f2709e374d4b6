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
 * contest remote is copied with the kit, the kit moves one minor version on with a new export the remote
 * renders, and only that remote is built. The shell and the current kit are the ones already built.
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
/** The kit as the repository has it, and the next minor version this test builds a remote against. */
const KIT_VERSION = (JSON.parse(readFileSync(path.join(ROOT, 'kit', 'package.json'), 'utf8')) as { version: string })
  .version;
const NEXT_KIT = KIT_VERSION.replace(
  /^(\d+)\.(\d+)\.\d+$/,
  (_, major: string, minor: string) => `${major}.${Number(minor) + 1}.0`,
);
const escaped = (version: string) => version.replaceAll('.', '\\.');

const replaceIn = (file: string, from: string, to: string) => {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no longer contains ${from}`);
  writeFileSync(file, text.replace(from, to));
};

/** The kit, one minor version on: a new component, exported from its index. */
function writeNextKit(): void {
  cpSync(path.join(ROOT, 'kit'), KIT, { recursive: true, filter: (source) => !source.includes('node_modules') });
  const pkg = JSON.parse(readFileSync(path.join(KIT, 'package.json'), 'utf8')) as { version: string };
  writeFileSync(path.join(KIT, 'package.json'), JSON.stringify({ ...pkg, version: NEXT_KIT }, null, 2));
  writeFileSync(
    path.join(KIT, 'src', 'ui', 'KitVersion.tsx'),
    `export function KitVersion() {\n  return <p data-testid="kit-version">Kit ${NEXT_KIT}</p>;\n}\n`,
  );
  writeFileSync(path.join(KIT, 'src', 'index.ts'), "export { KitVersion } from './ui/KitVersion';\n", { flag: 'a' });
  mkdirSync(path.join(WORK, 'node_modules', '@portal'), { recursive: true });
  symlinkSync(KIT, path.join(WORK, 'node_modules', '@portal', 'kit'));
}

/** The contest remote, depending on the next minor kit and rendering the new export above its pages. */
function writeRemote(): void {
  const source = path.join(ROOT, 'mfe-contest');
  cpSync(source, REMOTE, { recursive: true, filter: (file) => !/node_modules|dist/.test(path.relative(source, file)) });
  // Whatever kit the remote asks for today (a patch may be newer than its range), it now asks for the next.
  const manifest = path.join(REMOTE, 'package.json');
  const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { dependencies: Record<string, string> };
  pkg.dependencies['@portal/kit'] = `^${NEXT_KIT}`;
  writeFileSync(manifest, JSON.stringify(pkg, null, 2));
  const app = path.join(REMOTE, 'src', 'ContestApp.tsx');
  replaceIn(
    app,
    "import { RoutePages, lazyPage } from '@portal/shared';",
    "import { RoutePages, lazyPage } from '@portal/shared';\nimport { KitVersion } from '@portal/kit';",
  );
  replaceIn(
    app,
    '  return <RoutePages routes={ROUTES} pages={PAGES} />;\n',
    '  return (\n    <>\n      <KitVersion />\n      <RoutePages routes={ROUTES} pages={PAGES} />\n    </>\n  );\n',
  );
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
  // theirs, and a remote needing the current kit runs on an already loaded newer minor (docs/decisions.md 39).
  it('passes check:federation, which reports the kit the remote brings', () => {
    expect(check.stdout).toMatch(/✔ contest/);
    expect(check.stdout).toMatch(
      new RegExp(
        `side by side: @portal/kit: the shell shares none; the remote brings its own ${escaped(NEXT_KIT)} ` +
          `\\(needs \\^${escaped(NEXT_KIT)}\\)`,
      ),
    );
  });

  it('renders its pages with the new kit export, and a remote built against the older kit runs beside it', async () => {
    const { page, errors } = await openPage(chrome.browser);
    // README's public wheel link, which the demo seed creates.
    await page.goto(`${portal.url}/contestx/demo-wheel-2026-open-link`);
    await passAgeGate(page);
    await page
      .getByTestId('kit-version')
      .filter({ hasText: `Kit ${NEXT_KIT}` })
      .waitFor();
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
    expect(kitVersions).toEqual([NEXT_KIT]);
    expect(errors).toEqual([]);
  });
});
