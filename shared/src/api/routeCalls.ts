import type { Envelope } from '@portal/kit';
import type { RouteCall } from '../federation/routes';
import { useSession } from '../session/store';
import { urlOf } from './address';
import { type ApiRequest, send } from './transport';

/** How long an answer waits for its page; a page that comes later asks again. */
const KEPT_MS = 30_000;

interface StartedCall {
  pathname: string;
  accessToken: string | null;
  language: string;
  answer: Promise<Envelope<unknown>>;
}

/** The calls the shell started for the route it opened, by address (the latest start for it); each answer is taken once. */
const started = new Map<string, StartedCall>();

/**
 * Starts the calls a route declares its page makes first, while the route's remote is still on its
 * way (docs/decisions.md, 80): on a phone the answer then arrives with the remote's code instead of
 * one round trip after it has run. A call is left out when the address holds a query key with which
 * the page asks for something else (125), or when the page was given its answer (a server-sent first
 * screen's, docs/first-screen-plan.md).
 */
export function startRouteCalls(calls: readonly RouteCall[]): void {
  const { pathname, search } = window.location;
  const { accessToken, language } = useSession.getState();
  const query = new URLSearchParams(search);
  for (const call of calls) {
    if (call.unlessQuery?.some((key) => query.has(key)) || knownRouteAnswer(call)) continue;
    const address = urlOf(call);
    const entry = { pathname, accessToken, language, answer: send(call, accessToken) };
    started.set(address, entry);
    setTimeout(() => started.get(address) === entry && started.delete(address), KEPT_MS);
    const { picture } = call;
    if (picture) void entry.answer.then((answer) => preloadFirstPicture(picture, answer, pathname));
  }
}

/** The address in `field` of the answer's first listed item (`data.content[0]`), if it holds an http(s) one. */
function firstPicture(field: string, answer: Envelope<unknown>): URL | undefined {
  const list = answer.httpCode === 200 ? (answer.data as { content?: unknown } | undefined)?.content : undefined;
  const address = Array.isArray(list) ? (list[0] as Record<string, unknown> | undefined)?.[field] : undefined;
  if (typeof address !== 'string' || !address) return undefined;
  try {
    const url = new URL(address, window.location.href);
    return /^https?:$/.test(url.protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Asks for the picture the route's page shows first as soon as the started call's answer names it, at
 * the priority the page's own image asks with (kit's `listImageLoading`): on a phone the picture then
 * arrives while the remote's code is still on its way, instead of after the page has rendered
 * (docs/decisions.md, 88). Nothing is asked once the member has left the route.
 */
function preloadFirstPicture(field: string, answer: Envelope<unknown>, pathname: string): void {
  const url = firstPicture(field, answer);
  if (!url || window.location.pathname !== pathname) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url.href;
  // Not in TypeScript's HTMLLinkElement yet; the attribute is what the browser reads.
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

/**
 * The answer of a call the shell started at this address, taken once. Only a GET on the route it was
 * started for, with the same token and language, takes it: anything else would read another answer
 * than the one it asks for.
 */
export function takeRouteCall<T>(request: ApiRequest, accessToken: string | null): Promise<Envelope<T>> | undefined {
  if (!isGet(request)) return undefined;
  const address = urlOf(request);
  const call = started.get(address);
  if (!call) return undefined;
  started.delete(address);
  const same =
    call.pathname === window.location.pathname &&
    call.accessToken === accessToken &&
    call.language === useSession.getState().language;
  return same ? (call.answer as Promise<Envelope<T>>) : undefined;
}

/**
 * A successful answer the page was given (`giveRouteAnswers`: a first screen's server render), for its
 * first render to show at once (docs/decisions.md 145). Read, never taken: a render that React restarts
 * (a transition yields and starts again) reads it again. The one who gave the answers clears them.
 */
export function knownRouteAnswer<T>(request: ApiRequest): Envelope<T> | undefined {
  const answer = isGet(request) ? given.get(urlOf(request)) : undefined;
  return answer?.httpCode === 200 ? (answer as Envelope<T>) : undefined;
}

/** Answers given to the page's render, by their call's address (`urlOf`). */
const given = new Map<string, Envelope<unknown>>();

/**
 * Gives the renders that follow the answers of their calls, by address, in place of any given before;
 * a first screen's server render gives what it fetched for the member and clears them once it has
 * rendered (docs/first-screen-plan.md).
 */
export function giveRouteAnswers(answers: Readonly<Record<string, Envelope<unknown>>>): void {
  given.clear();
  for (const [address, answer] of Object.entries(answers)) given.set(address, answer);
}

const isGet = (request: ApiRequest) => (request.method ?? 'GET').toUpperCase() === 'GET';
