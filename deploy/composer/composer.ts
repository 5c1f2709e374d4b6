import { parse } from 'cookie';
import type { Envelope } from '../../kit/src/contracts';
import { urlOf } from '../../shared/src/api/address';
import { firstScreenAnswersBlock, firstScreenArea } from '../../shared/src/federation/firstScreenMarks';
import { REMOTE_NAMES, type RemoteName } from '../../shared/src/federation/remotes';
import { isRouteCall, type RouteCall } from '../../shared/src/federation/routeCall';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/src/i18n/language';
import { hasMemberCookie } from '../../shell/src/features/home/memberCookie';
import type { Renderers } from './renderers';

/**
 * How long a page waits for its first screen before it goes out as it would without one: the member's
 * calls and the render together. A slow API then costs the member nothing but the gain.
 */
const BUDGET_MS = 300;

/** Where the member frame's page holds the shell's pages; the remote's area goes right after them. */
const PAGES_AREA = '<div id=portal-pages></div>';
const HEAD_END = '</head>';

/** A built page of the shell in the language: index.html in English, member-page.fr.html. */
export const pageFile = (page: string, language: Language): string =>
  language === DEFAULT_LANGUAGE ? `${page}.html` : `${page}.${language}.html`;

export interface ComposerOptions {
  /** The API's origin as the composer reaches it, not through the shell's proxy. */
  api: string;
  /** Where a remote's server serves its files (its manifest and renderer), by the remote's name. */
  remoteBase: (name: RemoteName) => string;
  renderers: Renderers;
  /** Why a page went out without its first screen; never the credential. */
  log?: (line: string) => void;
}

export interface MemberPageRequest {
  /** /federation.json as the shell serves it: which remote declares the route, and its calls. */
  federation: unknown;
  /** The page's address: its path and query. */
  url: string;
  language: Language;
  /** The page credential (the `portal_page` cookie's value, docs/decisions.md 144). */
  pageToken: string;
  /** The member's address, for the API's rate limits. */
  clientAddress: string;
  /** The member frame's page in the language, as the servers send it without a first screen. */
  page: string;
}

interface ComposedRoute {
  remote: RemoteName;
  calls: readonly RouteCall[];
}

/**
 * The remote and calls of a member list route whose page opens with the member's data: a member route
 * with the layout declared for exactly this path, with calls, none of which the address's query turns
 * off (a filter, a later page: the page would ask for something else).
 */
function composedRoute(federation: unknown, url: URL): ComposedRoute | null {
  const remotes = (federation && typeof federation === 'object' ? federation : {}) as Record<string, unknown>;
  for (const remote of REMOTE_NAMES) {
    const routes = (remotes[remote] as { routes?: unknown } | undefined)?.routes;
    for (const route of Array.isArray(routes) ? (routes as Record<string, unknown>[]) : []) {
      if (route.path !== url.pathname || route.access !== 'member' || route.layout !== true) continue;
      const calls = Array.isArray(route.calls) ? route.calls : [];
      const turnedOff = calls.some((call: RouteCall) => call.unlessQuery?.some((key) => url.searchParams.has(key)));
      return calls.length > 0 && calls.every(isRouteCall) && !turnedOff ? { remote, calls } : null;
    }
  }
  return null;
}

/** The page with the screen in the remote's area, its style tags in the head and its answers beside it. */
function withScreen(page: string, remote: RemoteName, screen: { html: string; css: string }, embedded: string) {
  if (!page.includes(PAGES_AREA) || !page.includes(HEAD_END)) return null;
  return page
    .replace(HEAD_END, () => screen.css + HEAD_END)
    .replace(PAGES_AREA, () => PAGES_AREA + firstScreenArea(remote, screen.html) + embedded);
}

const timeout = (ms: number) =>
  new Promise<never>((_resolve, reject) => {
    setTimeout(() => reject(new Error(`no first screen within ${ms} ms`)), ms).unref();
  });

/**
 * The first-screen composer (docs/first-screen-plan.md, stage 3): the member page of a list route with
 * the route's first screen in it, rendered by the route's remote from the member's answers to the calls
 * the route declares; null when the page goes out as today's (another route, a remote with no renderer,
 * a refused credential, an API error, the budget spent). The API takes the credential only as a Bearer
 * token on those calls (decision 144).
 */
export function createComposer({ api, remoteBase, renderers, log }: ComposerOptions) {
  const answerOf = async (call: RouteCall, request: MemberPageRequest): Promise<Envelope<unknown>> => {
    const response = await fetch(`${api}${urlOf(call)}`, {
      headers: {
        Authorization: `Bearer ${request.pageToken}`,
        'Accept-Language': request.language,
        'X-Forwarded-For': request.clientAddress,
      },
      signal: AbortSignal.timeout(BUDGET_MS),
    });
    const answer = (await response.json()) as Envelope<unknown>;
    if (response.status !== 200 || answer.httpCode !== 200) throw new Error(`${call.url} answered ${response.status}`);
    return answer;
  };

  const compose = async (request: MemberPageRequest, route: ComposedRoute): Promise<string | null> => {
    const [render, ...answers] = await Promise.all([
      renderers(remoteBase(route.remote)),
      ...route.calls.map((call) => answerOf(call, request)),
    ]);
    if (!render) return null;
    const given = Object.fromEntries(route.calls.map((call, index) => [urlOf(call), answers[index]!]));
    const screen = await render({ url: request.url, language: request.language, answers: given });
    return withScreen(
      request.page,
      route.remote,
      screen,
      firstScreenAnswersBlock({ language: request.language, answers: given }),
    );
  };

  return async (request: MemberPageRequest): Promise<string | null> => {
    const url = new URL(request.url, 'http://page');
    const route = composedRoute(request.federation, url);
    if (!route) return null;
    try {
      return await Promise.race([compose(request, route), timeout(BUDGET_MS)]);
    } catch (error) {
      log?.(`first screen of ${url.pathname} not sent: ${(error as Error).message}`);
      return null;
    }
  };
}

/**
 * The page credential's cookie, as the API names it (`PAGE_COOKIE`, api/src/modules/auth/page-cookie.ts;
 * the end-to-end suite proves they agree): a member page's request carries it, no script can read it.
 */
const PAGE_COOKIE = 'portal_page';

/**
 * The page credential a request's Cookie header carries, when a page may be made with it (docs/decisions.md
 * 150): the browser still holds a member session, and it is the only credential. The member cookie goes at
 * every sign-out in the browser, also one whose logout call never reached the API and so left the
 * credential behind. A second credential is one planted for a path by another site of the domain: the
 * page would show someone else's list under the member's session.
 */
export function pageTokenOf(cookieHeader: string | undefined): string | undefined {
  const header = cookieHeader ?? '';
  const credentials = header.split(';').filter((pair) => pair.trim().startsWith(`${PAGE_COOKIE}=`));
  if (credentials.length !== 1 || !hasMemberCookie(header)) return undefined;
  return parse(header)[PAGE_COOKIE] || undefined;
}
