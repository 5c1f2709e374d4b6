import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { keptFiles } from './kept';
import type { FirstScreenRender } from './types';

/**
 * Where fetched renderers are written: a cache folder of the node_modules that holds jsdom, the one library
 * a renderer takes from its server (the preset's externals), so the renderer's `require` finds it there.
 */
const RENDERERS_FOLDER = path.join(path.dirname(require.resolve('jsdom/package.json')), '..', '.cache');
/** A file under the remote's own folder, as the preset names it (`server/first-screen.js`). */
const SERVER_FILE = /^[\w-]+(\/[\w-]+)*\.js$/;

/** Each remote's server renderer of its first screens, by the remote's base address; null when it publishes none. */
export type Renderers = (base: string) => Promise<FirstScreenRender | null>;

/** The file a remote's manifest names as its first screens' renderer (`metaData.firstScreen`), if any. */
function rendererFile(manifest: string): string | null {
  const file = (JSON.parse(manifest) as { metaData?: { firstScreen?: unknown } }).metaData?.firstScreen;
  return typeof file === 'string' && SERVER_FILE.test(file) ? file : null;
}

/**
 * Runs a renderer's source as the CommonJS module the preset built, from a file named by its content:
 * the same build is loaded once per process, a new one beside it. The file is there only while Node
 * loads it (the module stays in memory), so deploys leave nothing behind on disk.
 */
function loadRender(source: string): FirstScreenRender {
  const folder = path.join(RENDERERS_FOLDER, 'portal-first-screens');
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${createHash('sha256').update(source).digest('hex').slice(0, 20)}.js`);
  writeFileSync(file, source);
  try {
    const { render } = createRequire(file)(file) as { render?: unknown };
    if (typeof render !== 'function') throw new Error('the renderer exports no render function');
    return render as FirstScreenRender;
  } finally {
    rmSync(file, { force: true });
  }
}

/**
 * The renderers of the remotes' builds, fetched from each remote's server as the browser fetches its
 * code (docs/first-screen-plan.md, stage 3): the manifest names the file, and both are kept while their
 * ETags hold (keptFiles), so a new deploy of a remote is picked up within seconds. The code runs in the
 * composer's process: the composer trusts the remotes' servers as the page trusts their code.
 */
export function remoteRenderers(): Renderers {
  const manifests = keptFiles(rendererFile);
  const renderers = keptFiles(loadRender);
  return async (base) => {
    const file = await manifests(`${base}/mf-manifest.json`);
    return file ? renderers(`${base}/${file}`) : null;
  };
}
