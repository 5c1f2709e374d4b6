import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startPortal, type PortalOptions, type RunningPortal } from '../../../scripts/lib/portal';
import { launchBrowser, type E2eBrowser } from './browser';

export interface E2ePortal extends RunningPortal {
  /** The API's PGlite folder: a test may write to it while the API is stopped. */
  dataDir: string;
  cleanup: () => Promise<void>;
}

const ROOT = path.resolve(__dirname, '..', '..', '..');

/** Shifts every suite's ports so two checkouts on one machine can run the end-to-end suite at once. */
const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);

/** The built federation and the API on a fresh PGlite folder, on ports of the test's own. */
export async function startTestPortal(
  portBase: number,
  options: Pick<PortalOptions, 'env' | 'federationFile' | 'skip' | 'tls'> = {},
): Promise<E2ePortal> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-db-'));
  const portal = await startPortal({
    ...options,
    portBase: portBase + PORT_OFFSET,
    dataDir,
    apiLog: 'ignore',
    // The API writes links to the portal's own origin into its mails.
    env: {
      LOG_LEVEL: 'warn',
      PORTAL_URL: `${options.tls ? 'https' : 'http'}://localhost:${portBase + PORT_OFFSET}`,
      ...options.env,
    },
  });
  return {
    ...portal,
    dataDir,
    cleanup: async () => {
      await portal.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The suite's portal and Chromium, set by the suite's first beforeAll. */
export interface PortalSuite {
  portal: E2ePortal;
  chrome: E2eBrowser;
}

/**
 * Starts the built federation and the API on the suite's own port base, then Chromium, before the
 * suite's tests, and stops both after them. Read the fields inside hooks and tests.
 */
export function portalSuite(
  portBase: number,
  options: Pick<PortalOptions, 'env' | 'federationFile' | 'skip'> = {},
): PortalSuite {
  const suite = {} as PortalSuite;
  beforeAll(async () => {
    suite.portal = await startTestPortal(portBase, options);
    suite.chrome = await launchBrowser();
  });
  afterAll(async () => {
    await suite.chrome?.close();
    await suite.portal?.cleanup();
  });
  return suite;
}

/**
 * Operator commands (api/dist/cli.js), as an operator runs them on PGlite: stop the API (one process
 * per data folder), run each command on the same folder with `env` added, start the API again.
 * Returns each command's output.
 */
export async function runOperatorCommands(
  portal: E2ePortal,
  commands: string[][],
  env: NodeJS.ProcessEnv = {},
): Promise<string[]> {
  await portal.stopApi();
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const outputs: string[] = [];
  try {
    for (const args of commands) {
      const { stdout } = await promisify(execFile)(process.execPath, [path.join(ROOT, 'api/dist/cli.js'), ...args], {
        env: { ...inherited, DATA_DIR: portal.dataDir, LOG_LEVEL: 'warn', ...env },
      });
      outputs.push(stdout);
    }
    return outputs;
  } finally {
    await portal.startApi();
  }
}
