import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyHttpProxy from '@fastify/http-proxy';
// The settings file alone: the module's index would load the whole rewards module and the braintree package.
import { loadBraintreeSettings } from '../../api/src/modules/rewards/settings';
import type { RemoteName } from '../../shared/src/federation/remotes';
import {
  federationEntry,
  remotePath,
  REMOTES_PATH,
  ROUTES_FILE,
  type FederationEntry,
  type RouteFile,
} from './federation';
import { createComposer } from '../../deploy/composer/composer';
import { remoteRenderers } from '../../deploy/composer/renderers';
import { REMOTES, ROOT, SHELL, portsFrom, type Ports, type WebApp } from './apps';
import { SECURITY_HEADER_NAMES, remoteHelmet, sameOriginFraming, shellHelmet } from './security-headers';
import { compressOnTheFly, createStaticServer, type Tls } from './static-server';

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
  /** The address every server binds to: localhost unless told otherwise (PORTAL_HOST). */
  host?: string;
  /** The tag manager's origins the shell's CSP allows (an operator turned analytics on); none by default. */
  analyticsOrigins?: string[];
  /**
   * The shell's certificate and key (PEM): the shell then answers over HTTPS with HTTP/2, as production's
   * TLS terminator does (docs/decisions.md, 101). Plain HTTP/1.1 without.
   */
  tls?: Tls;
  log?: (line: string) => void;
  apiLog?: 'inherit' | 'ignore';
}

export interface RunningPortal {
  url: string;
  ports: Ports;
  /** Where the shell's origin serves a remote's files: its folder under REMOTES_PATH, without the closing slash. */
  remoteUrl: (name: RemoteName) => string;
  stopRemote: (name: RemoteName) => Promise<void>;
  startRemote: (name: RemoteName) => Promise<void>;
  stopApi: () => Promise<void>;
  startApi: () => Promise<void>;
  stop: () => Promise<void>;
}

/** No message: an English sentence is not for the member, so each page shows its own text in the member's language (decision 25). */
const UNAVAILABLE = { httpCode: 503 };

/**
 * The manifest the shell reads at boot: each remote's mf-manifest.json under the origin the browser used
 * (or its own, federationBody), with the routes its last build declared (dist/routes.json, read afresh on every request).
 */
function federationJson(app: FastifyInstance, body: (origin: string) => string): void {
  app.get('/federation.json', async (request, reply) =>
    reply
      .type('application/json')
      .header('Cache-Control', 'no-cache')
      .compress(body(originOf(request))),
  );
}

/** The origin the browser used: its scheme and its Host header (port included). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** The host name the browser used (HTTP/2 names it in :authority). */
const hostnameOf = (request: IncomingMessage) =>
  String(request.headers.host ?? request.headers[':authority'] ?? 'localhost').replace(/:\d+$/, '');

/**
 * A remote served by someone else (its dev server, `skip`) stays on its own origin, where its hot reload
 * answers; every other one is under the shell's origin (REMOTES_PATH, as the shell's nginx serves them,
 * docs/decisions.md 101).
 */
const ownOrigin = (hostname: string, ports: Ports, remote: RemoteName) => `http://${hostname}:${ports.remotes[remote]}`;

/** The federation.json to serve: the given file, or every local remote with its last build's routes. */
function federationBody(federationFile: string | undefined, ports: Ports, skip: ReadonlySet<RemoteName>) {
  return (origin: string): string => {
    if (federationFile) return readFileSync(federationFile, 'utf8');
    const base = (remote: RemoteName) =>
      skip.has(remote) ? ownOrigin(new URL(origin).hostname, ports, remote) : `${origin}${remotePath(remote)}`;
    const entry = ({ remote, dist }: WebApp) => {
      const routeFile = JSON.parse(readFileSync(path.join(dist, ROUTES_FILE), 'utf8')) as RouteFile;
      return [remote, federationEntry(base(remote!), routeFile)];
    };
    return JSON.stringify(Object.fromEntries(REMOTES.map(entry)), null, 2);
  };
}

/**
 * The CSP's remote origins are those of the federation.json the shell serves: the allow-list moves with
 * it. The remotes under the shell's origin need none ('self').
 */
function remoteOrigins(federationFile: string | undefined, ports: Ports, skip: ReadonlySet<RemoteName>) {
  return (request: IncomingMessage): string => {
    if (!federationFile) return [...skip].map((remote) => ownOrigin(hostnameOf(request), ports, remote)).join(' ');
    const entries = Object.values(JSON.parse(readFileSync(federationFile, 'utf8')) as Record<string, FederationEntry>);
    return entries.map(({ entry }) => new URL(entry).origin).join(' ');
  };
}

/** Answers with the headers of the shell's policy only: one origin, one policy, in npm start and in nginx alike. */
const withoutSecurityHeaders = <Headers extends object>(headers: Headers): Headers =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !SECURITY_HEADER_NAMES.includes(name.toLowerCase())),
  ) as Headers;

/**
 * Each remote's files under the shell's origin, `/remotes/<name>/`, from the remote's own server, as the
 * shell's nginx proxies them to the remote's container (docs/decisions.md, 101). A remote that is down
 * answers 503, as its own origin would fail: the shell shows its unavailable panel.
 */
async function proxyRemotes(app: FastifyInstance, ports: Ports): Promise<void> {
  for (const { remote } of REMOTES) {
    await app.register(fastifyHttpProxy, {
      upstream: `http://127.0.0.1:${ports.remotes[remote!]}`,
      prefix: remotePath(remote!),
      rewritePrefix: '/',
      replyOptions: {
        // Static files need no cookie: the page credential goes to the API and the composer only.
        rewriteRequestHeaders: (_request, { cookie: _cookie, ...headers }) => headers,
        rewriteHeaders: withoutSecurityHeaders,
        onError: (reply) => void reply.code(503).type('text/plain; charset=utf-8').send('Service unavailable'),
      },
    });
  }
}

/**
 * /api/* goes to the API, as the shell's nginx does in production. The client address the API sees
 * is this hop's peer, never a forwarded header the client chose.
 */
async function proxyApi(app: FastifyInstance, apiPort: number): Promise<void> {
  await app.register(fastifyHttpProxy, {
    upstream: `http://127.0.0.1:${apiPort}`,
    prefix: '/api',
    rewritePrefix: '/api',
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        'x-forwarded-for': request.socket.remoteAddress ?? '',
        'x-forwarded-proto': request.protocol,
      }),
      rewriteHeaders: withoutSecurityHeaders,
      onError: (reply) => void reply.code(503).type('application/json').send(UNAVAILABLE),
      // nginx gzips the API's answers on the fly (shell.conf); so does this, or a phone gets them whole.
      onResponse: (_request, reply, response) => compressOnTheFly(reply, response.stream),
    },
  });
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
  const url = `${options.tls ? 'https' : 'http'}://localhost:${ports.shell}`;
  const host = options.host ?? '127.0.0.1';
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
        // Links in mails lead to this portal unless the environment names another address.
        PORTAL_URL: url,
        // The development mailbox (sign-in codes, reset links): this portal listens on loopback only.
        DEV_MAILBOX: 'true',
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

  const federation = federationBody(options.federationFile, ports, skip);
  const renderers = remoteRenderers();
  const composer = createComposer({
    api: `http://127.0.0.1:${ports.api}`,
    remoteBase: (name) => `http://127.0.0.1:${ports.remotes[name]}`,
    renderers,
    log: options.log ?? console.log,
  });
  const shell = await createStaticServer({
    root: SHELL.dist,
    spa: true,
    tls: options.tls,
    federation: (request) => federation(originOf(request)),
    // A member list route's page with its first screen (deploy/composer/, docs/first-screen-plan.md).
    composer,
    helmet: shellHelmet({
      remoteOrigins: [remoteOrigins(options.federationFile, ports, skip)],
      analyticsOrigins: options.analyticsOrigins ?? [],
      // The drop-in's origins exactly when the API started below pays through Braintree.
      braintree: loadBraintreeSettings({ ...process.env, ...options.env }) !== undefined,
    }),
    extend: async (app) => {
      sameOriginFraming(app);
      await proxyApi(app, ports.api);
      await proxyRemotes(app, ports);
      federationJson(app, federation);
    },
  });
  const remoteServers = new Map<RemoteName, FastifyInstance>();
  const startRemote = async (name: RemoteName) => {
    const app = REMOTES.find((r) => r.remote === name)!;
    const server = await createStaticServer({ root: app.dist, cors: true, helmet: remoteHelmet() });
    try {
      await server.listen({ port: ports.remotes[name], host });
    } catch (error) {
      await server.close();
      throw error;
    }
    remoteServers.set(name, server);
  };
  const stopRemote = async (name: RemoteName) => {
    const server = remoteServers.get(name);
    remoteServers.delete(name);
    if (server) await server.close();
  };

  // A remote whose port is taken is being served already — usually its dev server (npm run dev -w mfe-…).
  const startRemoteUnlessServed = async (name: RemoteName) => {
    try {
      await startRemote(name);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      (options.log ?? console.log)(
        `  :${ports.remotes[name]} is in use: using what serves ${name} there (a dev server?)`,
      );
    }
  };

  await startApi();
  await shell.listen({ port: ports.shell, host });
  for (const { remote } of REMOTES) if (!skip.has(remote!)) await startRemoteUnlessServed(remote!);
  // Each renderer is fetched once now, so the first member's page need not wait for it.
  for (const { remote } of REMOTES) void renderers(`http://127.0.0.1:${ports.remotes[remote!]}`);

  return {
    url,
    ports,
    remoteUrl: (name) => `${url}${REMOTES_PATH}${name}`,
    stopRemote,
    startRemote,
    stopApi,
    startApi,
    stop: async () => {
      await Promise.all([...remoteServers.keys()].map(stopRemote));
      await shell.close();
      await stopApi();
    },
  };
}
