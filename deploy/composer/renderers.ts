import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FirstScreenRender } from './types';

/** How long a remote's renderer is used before its server is asked whether a new build replaced it. */
const RECHECK_MS = 5_000;
/**
 * Where fetched renderers are kept: a cache folder of the node_modules that holds jsdom, the one library
 * a renderer takes from its server (the preset's externals), so the renderer's `require` finds it there.
 */
const RENDERERS_FOLDER = path.join(path.dirname(require.resolve('jsdom/package.json')), '..', '.cache');
/** A file under the remote's own folder, as the preset names it (`server/first-screen.js`). */
const SERVER_FILE = /^[\w-]+(\/[\w-]+)*\.js$/;

interface Loaded {
  render: FirstScreenRender;
  etag: string | null;
  checkedAt: number;
}

/** Each remote's server renderer of its first screens, or null when it publishes none or cannot be had. */
export type Renderers = (base: string) => Promise<FirstScreenRender | null>;

/** The file the remote's manifest names as its first screens' renderer (`metaData.firstScreen`), if any. */
async function rendererFile(base: string): Promise<string | null> {
  const response = await fetch(`${base}/mf-manifest.json`, { signal: AbortSignal.timeout(RECHECK_MS) });
  if (!response.ok) return null;
  const manifest = (await response.json()) as { metaData?: { firstScreen?: unknown } };
  const file = manifest.metaData?.firstScreen;
  return typeof file === 'string' && SERVER_FILE.test(file) ? file : null;
}

/**
 * Runs a renderer's source as the CommonJS module the preset built, from a file named by its content:
 * the same build is loaded once per process, a new one beside it.
 */
function loadRender(source: string): FirstScreenRender {
  const folder = path.join(RENDERERS_FOLDER, 'portal-first-screens');
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${createHash('sha256').update(source).digest('hex').slice(0, 20)}.js`);
  writeFileSync(file, source);
  const { render } = createRequire(file)(file) as { render?: unknown };
  if (typeof render !== 'function') throw new Error('the renderer exports no render function');
  return render as FirstScreenRender;
}

/**
 * The renderers of the remotes' builds, fetched from each remote's server as the browser fetches its
 * code (docs/first-screen-plan.md, stage 3): the manifest names the file. A remote's renderer is kept
 * while its server answers 304 to the file's ETag, asked at most every RECHECK_MS, so a new deploy of the
 * remote is picked up within seconds without the composer restarting. Requests that come while one is
 * being fetched wait for it. The code runs in the composer's process: it trusts the remotes' servers as
 * the page trusts their code.
 */
export function remoteRenderers(): Renderers {
  const loaded = new Map<string, Loaded>();
  const checking = new Map<string, Promise<FirstScreenRender | null>>();

  const check = async (base: string): Promise<FirstScreenRender | null> => {
    const file = await rendererFile(base);
    if (!file) return null;
    const known = loaded.get(base);
    const response = await fetch(`${base}/${file}`, {
      headers: known?.etag ? { 'If-None-Match': known.etag } : {},
      signal: AbortSignal.timeout(RECHECK_MS),
    });
    if (response.status === 304 && known) {
      known.checkedAt = Date.now();
      return known.render;
    }
    if (!response.ok) return null;
    const render = loadRender(await response.text());
    loaded.set(base, { render, etag: response.headers.get('etag'), checkedAt: Date.now() });
    return render;
  };

  return async (base) => {
    const known = loaded.get(base);
    if (known && Date.now() - known.checkedAt < RECHECK_MS) return known.render;
    let pending = checking.get(base);
    if (!pending) {
      pending = check(base)
        .catch(() => null)
        .finally(() => checking.delete(base));
      checking.set(base, pending);
    }
    return pending;
  };
}
