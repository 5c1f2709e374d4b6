import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { requestLanguage } from '../../shared/src/i18n/language';
import { hasMemberCookie } from '../../shell/src/features/home/memberCookie';
import shellPage from '../../deploy/nginx/shell-page.js';
import { pageFile, pageTokenOf, type MemberPageRequest } from '../../deploy/composer/composer';
import { PERMISSIONS_POLICY } from './security-headers';

/** Content-hashed files (the preset's [contenthash:8]) never change; their compressed twins neither. */
const HASHED = /\.[0-9a-f]{8}\.\w+(\.(br|gz))?$/;

export const cacheControl = (file: string) => (HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');

/** A certificate and its key, PEM. */
export interface Tls {
  cert: string;
  key: string;
}

export interface StaticOptions {
  root: string;
  /** Answer over HTTPS, with HTTP/2 to the browsers that offer it (all of today's), else HTTP/1.1. */
  tls?: Tls;
  helmet: FastifyHelmetOptions;
  /**
   * Answer `/` and unknown extension-less paths (the shell's client-side routes) with the shell's page
   * (pageFileFor).
   */
  spa?: boolean;
  /** Allow any origin to read the files (a remote loaded by the shell from another origin). */
  cors?: boolean;
  /** The shell adds its own routes (API proxy, federation.json) before the static files. */
  extend?: (app: FastifyInstance) => Promise<void>;
  /** The /federation.json the shell serves to this request: the routes' headings go into their pages. */
  federation?: (request: FastifyRequest) => string;
  /**
   * The first-screen composer (deploy/composer/): a member list route's page with its first screen in
   * it, or null for the page as the servers make it without.
   */
  composer?: (request: MemberPageRequest) => Promise<string | null>;
}

/**
 * The answers nginx compresses on the fly, by type and length (`gzip_types`, `gzip_min_length` in
 * deploy/nginx/shell.conf; text/html is always among them there).
 */
const ON_THE_FLY_TYPES =
  /^(?:text\/html|application\/javascript|application\/json|text\/css|text\/plain|image\/svg\+xml)(?:;|$)/;
const ON_THE_FLY_MIN_LENGTH = 1024;

/** What compressOnTheFly needs of a reply: the proxy's is typed for any server, HTTP/2 too. */
interface RuntimeAnswer {
  request: { method: string };
  statusCode: number;
  getHeader: (name: string) => number | string | string[] | undefined;
  compress: (body: NodeJS.ReadableStream) => void;
  send: (body: NodeJS.ReadableStream) => unknown;
}

/**
 * Sends an answer made at run time (the API's, through the proxy) gzipped when nginx would: a body of a
 * compressible type, not compressed already, not shorter than its minimum by its Content-Length (one without
 * is compressed, as nginx does).
 */
export function compressOnTheFly(reply: RuntimeAnswer, body: NodeJS.ReadableStream): void {
  const header = (name: string) => reply.getHeader(name)?.toString();
  const worth =
    reply.request.method !== 'HEAD' &&
    reply.statusCode !== 204 &&
    reply.statusCode !== 304 &&
    !header('content-encoding') &&
    !(Number(header('content-length') ?? Infinity) < ON_THE_FLY_MIN_LENGTH);
  if (worth) reply.compress(body);
  else reply.send(body);
}

/** No file of ours has a longer path; longer ones would only reach the file system to fail there. */
const MAX_PATH = 1024;

/**
 * A path no file can have: one longer than MAX_PATH, a dot-dot segment, an encoded slash or backslash, a NUL. Refused with
 * 400 before the file layer sees it, so no hostile path reaches the disk or throws.
 */
function isHostilePath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  if (pathname.length > MAX_PATH || /%2f|%5c|%00/i.test(pathname)) return true;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  return decoded.includes('\0') || decoded.split(/[/\\]/).includes('..');
}

function refuseHostilePaths(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (isHostilePath(request.raw.url ?? '/'))
      await reply.code(400).type('text/plain; charset=utf-8').send('Bad request');
  });
}

type PageHeaders = { 'accept-language'?: string; cookie?: string };

/** The language of the browser's first Accept-Language entry, by the portal's rule. */
const pageLanguage = (headers: PageHeaders) => requestLanguage(headers['accept-language']);

/**
 * The shell's page for a path, in the language of the browser's first Accept-Language entry by the
 * portal's language rule (docs/product/shell.md, Language): index.fr.html, index.es.html, else
 * index.html, so its static frame is in the language the app will show. `/` gets the page with its
 * home painted in it: visitor-home.*.html without the member cookie (docs/decisions.md, 62),
 * member-home.*.html with it (75).
 * nginx chooses the same way (deploy/nginx/shell.conf).
 */
export function pageFileFor(pathname: string, headers: PageHeaders): string {
  const home = hasMemberCookie(headers.cookie) ? 'member-home' : 'visitor-home';
  return pageFile(pathname === '/' ? home : 'index', pageLanguage(headers));
}

/**
 * The route's page with the heading its remote declares written in, as nginx composes it
 * (deploy/nginx/shell-page.js, docs/decisions.md, 84): in the member frame's page with the member cookie,
 * without which a member route has none (92). A member route without a heading gets the member frame's
 * page with its main area marked busy (93). Either names its route's remote's manifest (106).
 * Null when there is nothing to write.
 */
function routePage(root: string, federation: string, pathname: string, headers: PageHeaders) {
  let routes: unknown;
  try {
    routes = JSON.parse(federation);
  } catch {
    return null; // as nginx: a broken federation file leaves the built page
  }
  const language = pageLanguage(headers);
  const member = hasMemberCookie(headers.cookie);
  const heading = shellPage.headingFor(routes, pathname, language, member);
  const memberPage = () => readFileSync(path.join(root, pageFile('member-page', language)), 'utf8');
  if (heading) {
    const page = heading.memberFrame
      ? memberPage()
      : readFileSync(path.join(root, pageFileFor(pathname, headers)), 'utf8');
    return shellPage.withRemoteManifest(shellPage.composePage(page, heading), routes, pathname);
  }
  if (!shellPage.awaitsMemberData(routes, pathname, member)) return null;
  return shellPage.withRemoteManifest(shellPage.markPageComing(memberPage()), routes, pathname);
}

/**
 * The member page with the route's first screen, when the request carries the page credential and the
 * composer makes one (docs/first-screen-plan.md, stage 3); null otherwise.
 */
async function firstScreenPage(
  { root, federation, composer }: StaticOptions,
  request: FastifyRequest,
): Promise<string | null> {
  const pageToken = pageTokenOf(request.headers.cookie);
  if (!pageToken || !federation || !composer) return null;
  let routes: unknown;
  try {
    routes = JSON.parse(federation(request));
  } catch {
    return null;
  }
  const language = pageLanguage(request.headers);
  return composer({
    federation: routes,
    url: request.url,
    language,
    pageToken,
    clientAddress: request.socket.remoteAddress ?? '',
    page: readFileSync(path.join(root, pageFile('member-page', language)), 'utf8'),
  });
}

function answerNotFound(options: StaticOptions) {
  const { root, spa = false, cors = false, federation } = options;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (cors) void reply.header('Access-Control-Allow-Origin', '*');
    const pathname = request.url.split('?')[0] ?? '/';
    // A missing script or manifest must be a 404: index.html would be parsed as JavaScript.
    if (spa && (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname)) {
      const withFirstScreen = await firstScreenPage(options, request);
      // The member's own data: kept by no cache, the browser's included.
      if (withFirstScreen)
        return reply
          .header('Cache-Control', 'private, no-store')
          .header('Vary', 'Accept-Language, Cookie')
          .type('text/html; charset=utf-8')
          .compress(withFirstScreen);
      const composed = federation && routePage(root, federation(request), pathname, request.headers);
      void reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Language, Cookie');
      // Made here, so compressed here, as nginx gzips what it makes.
      return composed
        ? reply.type('text/html; charset=utf-8').compress(composed)
        : reply.sendFile(pageFileFor(pathname, request.headers));
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  };
}

/**
 * A folder's path (`/`, `//`, `/assets/`) names no file. @fastify/static refuses it with 403 (to a client
 * that accepts no compressed twin, `/` too); nginx gives the shell's page or a 404, and so does this.
 */
function answerFolderPaths(app: FastifyInstance, answer: ReturnType<typeof answerNotFound>): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.split('?')[0]!.endsWith('/')) await answer(request, reply);
  });
}

/**
 * One production-like static origin per app, as separately deployed apps have: pre-compressed
 * brotli or gzip twins chosen by Accept-Encoding (with Vary), immutable hashed chunks, revalidated
 * entry points, the security headers of security-headers.ts, GET and HEAD only.
 */
export async function createStaticServer(options: StaticOptions) {
  const { root, helmet, cors = false, extend, tls } = options;
  // Bad percent-escapes answer 400 in the router (onBadUrl) instead of throwing.
  const settings = { logger: false, forceCloseConnections: true } as const;
  // The routes and plugins below use only what both kinds of server have: typed as the plain one.
  const app = tls
    ? (Fastify({ ...settings, http2: true, https: { ...tls, allowHTTP1: true } }) as unknown as FastifyInstance)
    : Fastify(settings);
  await app.register(fastifyHelmet, helmet);
  // Helmet has no Permissions-Policy; it goes on every answer like the others.
  app.addHook('onRequest', async (_request, reply) => void reply.header('Permissions-Policy', PERMISSIONS_POLICY));
  refuseHostilePaths(app);
  // What is made per request (routePage, the shell's /federation.json, the API's answers through
  // compressOnTheFly) is compressed here, as nginx gzips on the fly what has no twin; files come with
  // their twins. Before `extend`: the plugin gives `reply.compress` to the routes registered after it.
  await app.register(fastifyCompress, { global: false, encodings: ['gzip'], customTypes: ON_THE_FLY_TYPES });
  if (extend) await extend(app);
  const notFound = answerNotFound(options);
  // A scope of their own: the folder rule is the files', not the API proxy's.
  await app.register(async (files) => {
    answerFolderPaths(files, notFound);
    await files.register(fastifyStatic, {
      root,
      preCompressed: true,
      cacheControl: false,
      etag: true,
      // No folder has an index page: answerFolderPaths answers them.
      index: false,
      setHeaders: (reply, file) => {
        void reply.header('Cache-Control', cacheControl(file));
        if (cors) void reply.header('Access-Control-Allow-Origin', '*');
      },
    });
  });
  app.setNotFoundHandler(notFound);
  return app;
}
