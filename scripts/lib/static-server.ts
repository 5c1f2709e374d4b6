import { createReadStream, existsSync, statSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
};

/** Content-hashed files never change; entry points and manifests must be re-read after a deploy. */
const HASHED = /\.[0-9a-f]{8}\.\w+$/;

export type Handler = (req: IncomingMessage, res: ServerResponse) => boolean;

export interface StaticOptions {
  root: string;
  /** Answer unknown paths with index.html (the shell's client-side routes). */
  spa?: boolean;
  /** Allow any origin to fetch the files (a remote loaded by the shell from another origin). */
  cors?: boolean;
  /** Runs first; returns true when it answered the request. */
  before?: Handler;
}

function resolveFile(root: string, url: string, spa: boolean): string | null {
  const pathname = decodeURIComponent(new URL(url, 'http://x').pathname);
  const file = path.join(root, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
  if (!file.startsWith(root)) return null;
  if (existsSync(file) && statSync(file).isFile()) return file;
  const index = path.join(root, 'index.html');
  return spa && !path.extname(pathname) && existsSync(index) ? index : null;
}

function serveFile(res: ServerResponse, file: string, cors: boolean, head: boolean): void {
  res.setHeader('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Content-Length', statSync(file).size);
  if (head) res.end();
  else createReadStream(file).pipe(res);
}

/** A small production-like static server: one per app, as separately deployed apps would have. */
export function createStaticServer({ root, spa = false, cors = false, before }: StaticOptions): http.Server {
  return http.createServer((req, res) => {
    if (before?.(req, res)) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const file = resolveFile(root, req.url ?? '/', spa);
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...(cors ? { 'Access-Control-Allow-Origin': '*' } : {}) }).end('Not found');
      return;
    }
    serveFile(res, file, cors, req.method === 'HEAD');
  });
}
