import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import type { RemoteName } from '../../shared/src/federation/remotes';
import { proxyApi } from './api-proxy';
import { federationEntry, ROUTES_FILE, type RouteFile } from './federation';
import { REMOTES, ROOT, SHELL, portsFrom, type Ports, type WebApp } from './apps';
import { createStaticServer, type Handler } from './static-server';

export interface PortalOptions {
  portBase?: number;
  /** PGlite data folder; ignored when databaseUrl is set. */
  dataDir?: string;
  databaseUrl?: string;
  /** Remotes served by someone else (a dev server): not started here. */
  skip?: RemoteName[];
  /** A federation.json file to serve instead of the one made from the local ports. */
  federationFile?: string;
  env?: Record<string, string>;
  log?: (line: string) => void;
  apiLog?: 'inherit' | 'ignore';
}

export interface RunningPortal {
  url: string;
  ports: Ports;
  stopRemote: (name: RemoteName) => Promise<void>;
  startRemote: (name: RemoteName) => Promise<void>;
  stopApi: () => Promise<void>;
  startApi: () => Promise<void>;
  stop: () => Promise<void>;
}

const listen = (server: http.Server, port: number) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '0.0.0.0', () => resolve());
  });

const close = (server: http.Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/**
 * The manifest the shell reads at boot: each remote's mf-manifest.json on the host name the browser
 * used, with the routes its last build declared (dist/routes.json, read afresh on every request).
 */
function federationJson(ports: Ports, federationFile: string | undefined): Handler {
  return (req, res) => {
    if (!req.url?.startsWith('/federation.json')) return false;
    const hostname = (req.headers.host ?? 'localhost').replace(/:\d+$/, '');
    const entry = ({ remote, dist }: WebApp) => {
      const routeFile = JSON.parse(readFileSync(path.join(dist, ROUTES_FILE), 'utf8')) as RouteFile;
      return [remote, federationEntry(`http://${hostname}:${ports.remotes[remote!]}`, routeFile)];
    };
    const body = federationFile
      ? readFileSync(federationFile, 'utf8')
      : JSON.stringify(Object.fromEntries(REMOTES.map(entry)), null, 2);
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' }).end(body);
    return true;
  };
}

async function waitForHealth(port: number, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the API did not become healthy in time');
}

/** Starts the API (a child process) and one static server per app, each on its own port. */
export async function startPortal(options: PortalOptions = {}): Promise<RunningPortal> {
  const ports = portsFrom(options.portBase ?? 8080);
  const skip = new Set(options.skip ?? []);
  let api: ChildProcess | null = null;

  const startApi = async () => {
    // PostgreSQL only when asked for: a DATABASE_URL left in the environment (CI sets one for the
    // API suite) must not move an e2e run off its own PGlite folder.
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    const child = spawn(process.execPath, [path.join(ROOT, 'api/dist/main.js')], {
      cwd: ROOT,
      stdio: ['ignore', options.apiLog ?? 'inherit', 'inherit'],
      env: {
        ...inherited,
        ...options.env,
        PORT: String(ports.api),
        HOST: '127.0.0.1',
        ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
        ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
      },
    });
    api = child;
    await waitForHealth(ports.api, child);
  };
  const stopApi = async () => {
    const child = api;
    api = null;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  };

  const shell = createStaticServer({
    root: SHELL.dist,
    spa: true,
    before: (req, res) => proxyApi(ports.api)(req, res) || federationJson(ports, options.federationFile)(req, res),
  });
  const remoteServers = new Map<RemoteName, http.Server>();
  const startRemote = async (name: RemoteName) => {
    const app = REMOTES.find((r) => r.remote === name)!;
    const server = createStaticServer({ root: app.dist, cors: true });
    await listen(server, ports.remotes[name]);
    remoteServers.set(name, server);
  };
  const stopRemote = async (name: RemoteName) => {
    const server = remoteServers.get(name);
    remoteServers.delete(name);
    if (server) await close(server);
  };

  // A remote whose port is taken is being served already — usually its dev server (npm run dev -w mfe-…).
  const startRemoteUnlessServed = async (name: RemoteName) => {
    try {
      await startRemote(name);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      (options.log ?? console.log)(`  :${ports.remotes[name]} is in use: using what serves ${name} there (a dev server?)`);
    }
  };

  await startApi();
  await listen(shell, ports.shell);
  for (const { remote } of REMOTES) if (!skip.has(remote!)) await startRemoteUnlessServed(remote!);

  return {
    url: `http://localhost:${ports.shell}`,
    ports,
    stopRemote,
    startRemote,
    stopApi,
    startApi,
    stop: async () => {
      await Promise.all([...remoteServers.keys()].map(stopRemote));
      await close(shell);
      await stopApi();
    },
  };
}
