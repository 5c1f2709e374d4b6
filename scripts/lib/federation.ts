import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteName } from '../../shared/src/federation/remotes';
import type { RouteDeclaration } from '../../shared/src/federation/routes';

/** What a remote's build writes beside mf-manifest.json (shared/build/route-declaration.js). */
export const ROUTES_FILE = 'routes.json';

export interface RouteFile {
  name: string;
  routes: RouteDeclaration[];
}

/** One entry of /federation.json, as the shell reads it (shell/src/federation/manifest.ts). */
export interface FederationEntry {
  entry: string;
  routes: RouteDeclaration[];
}

/**
 * Where the shell's origin serves each remote's folder, from the remote's own server (npm start) or
 * container (deploy/nginx/shell.conf): one origin, one connection (docs/decisions.md, 101).
 */
export const REMOTES_PATH = '/remotes/';
export const remotePath = (name: RemoteName) => `${REMOTES_PATH}${name}/`;

const isUrl = (source: string) => /^https?:\/\//.test(source);

/** A file of a deployed app (its base URL) or of a built one (its dist folder). */
export async function readAppFile(source: string, file: string): Promise<string> {
  if (!isUrl(source)) return readFile(path.join(source, file), 'utf8');
  const url = new URL(file, source.endsWith('/') ? source : `${source}/`);
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

/** The federation.json entry of a remote served at `origin`, with the routes its build declared. */
export function federationEntry(origin: string, routeFile: RouteFile): FederationEntry {
  return {
    entry: new URL('mf-manifest.json', origin.endsWith('/') ? origin : `${origin}/`).href,
    routes: routeFile.routes,
  };
}
