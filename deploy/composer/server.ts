import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { REMOTE_NAMES, type RemoteName } from '../../shared/src/federation/remotes';
import { requestLanguage } from '../../shared/src/i18n/language';
import { createComposer, pageFile, pageTokenOf } from './composer';
import { keptFiles } from './kept';
import { remoteRenderers } from './renderers';

export interface ComposerServiceOptions {
  /** The API's origin, e.g. http://api:8090. */
  api: string;
  /**
   * The shell's origin as the composer reaches it, e.g. http://shell: it serves /federation.json, the
   * shell's built pages and every remote under /remotes/<name>/, as it does to the browser.
   */
  shell: string;
  log?: (line: string) => void;
  /** Composed pages a member's address may have a minute (PAGES_PER_MINUTE unless told). */
  pagesPerMinute?: number;
}

/**
 * A member opens a list page a few times a minute; far more from one address is a script. Past it, the
 * address gets today's page (the 404 nginx answers with it) until the minute is over: the API's calls and
 * the renders are what a flood would cost, and each replica counts its own.
 */
const PAGES_PER_MINUTE = 120;

/**
 * The member's address: nginx, the only one that reaches this service, sets X-Forwarded-For to the
 * address it saw (shell.conf), and the API limits rates by it.
 */
const clientAddress = (request: FastifyRequest) =>
  String(request.headers['x-forwarded-for'] ?? request.ip)
    .split(',')[0]!
    .trim();

/**
 * The composer as the compose deployment runs it (docs/first-screen-plan.md, stage 3): the shell's nginx
 * sends it a member's page request that carries the page credential, and it answers the page with the
 * route's first screen, or 404 when there is none to send, for nginx to serve today's page instead (as it
 * does on a timeout or an error). It keeps the shell's files and the remotes' renderers it fetched while
 * their ETags hold, and limits the pages an address may have (PAGES_PER_MINUTE).
 */
export async function createComposerService({
  api,
  shell,
  log,
  pagesPerMinute = PAGES_PER_MINUTE,
}: ComposerServiceOptions): Promise<FastifyInstance> {
  const federations = keptFiles((text) => JSON.parse(text) as unknown);
  const pages = keptFiles((text) => text);
  const remoteBase = (name: RemoteName) => `${shell}/remotes/${name}`;
  const renderers = remoteRenderers();
  const compose = createComposer({ api, remoteBase, renderers, log });
  const app = Fastify({ logger: false });
  await app.register(rateLimit, {
    max: pagesPerMinute,
    timeWindow: 60_000,
    keyGenerator: clientAddress,
    allowList: (request) => request.url === '/healthz',
    errorResponseBuilder: () => ({ statusCode: 404 }),
  });
  // Each renderer is fetched as the service starts listening, so the first members' pages need not wait
  // for it; one that cannot be had yet (the shell still starting) is fetched with its route's first page.
  app.addHook('onListen', async () => {
    for (const name of REMOTE_NAMES) void renderers(remoteBase(name));
  });
  app.get('/healthz', async () => 'ok\n');
  app.get('/*', async (request, reply) => {
    const pageToken = pageTokenOf(request.headers.cookie);
    const language = requestLanguage(request.headers['accept-language']);
    const [federation, page] = await Promise.all([
      federations(`${shell}/federation.json`),
      pages(`${shell}/${pageFile('member-page', language)}`),
    ]);
    const composed =
      pageToken && federation && page
        ? await compose({
            federation,
            url: request.url,
            language,
            pageToken,
            clientAddress: clientAddress(request),
            page,
          })
        : null;
    if (!composed) return reply.code(404).send();
    // The member's own data: kept by no cache. nginx adds the rest of the shell's headers.
    return reply.header('Cache-Control', 'private, no-store').type('text/html; charset=utf-8').send(composed);
  });
  return app;
}
