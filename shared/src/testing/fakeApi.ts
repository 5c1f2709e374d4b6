import type { Envelope } from '@portal/kit';
import axios, { type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

/** One request as the fake API saw it. */
export interface FakeRequest {
  method: string;
  /** The URL as the app wrote it (a query in the URL stays here; `params` are apart). */
  url: string;
  params: Record<string, unknown>;
  data: unknown;
  headers: Record<string, string>;
}

const RAW = Symbol('raw reply');

/** An answer whose HTTP status or body is not the usual envelope (an httpCode in a 200, a proxy's page). */
export interface RawReply {
  [RAW]: true;
  status: number;
  data: unknown;
}

export const rawReply = (status: number, data: unknown): RawReply => ({ [RAW]: true, status, data });

/** What a route answers: an envelope (sent with its httpCode as status, 204 as 200, like the API) or a raw reply. */
export type FakeAnswer = Envelope<unknown> | RawReply;
/** A route's handler; throwing makes the call fail as a network failure would. */
export type RouteHandler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeApi {
  /** Every request, in order. */
  calls: FakeRequest[];
}

const isRaw = (answer: FakeAnswer): answer is RawReply => RAW in answer;

/** "GET /s1/notification/*" matches any URL starting so; "*" matches anything. */
const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
const matcher = (key: string) => new RegExp(`^${key.split('*').map(escape).join('.*')}$`);

function toRequest(config: InternalAxiosRequestConfig): FakeRequest {
  const body = config.data as unknown;
  return {
    method: (config.method ?? 'get').toUpperCase(),
    url: config.url ?? '',
    params: (config.params as Record<string, unknown> | undefined) ?? {},
    data: typeof body === 'string' ? (JSON.parse(body) as unknown) : body,
    headers: Object.fromEntries(Object.entries(config.headers.toJSON()).map(([name, value]) => [name, String(value)])),
  };
}

/**
 * A fake API at the edge, axios's adapter under the shared API client, so the app's own client,
 * refresh and headers run for real. Routes are keyed "METHOD url" (exact first, then `*` patterns);
 * a call no route answers gets a 404 envelope naming it.
 */
export function fakeApi(routes: Record<string, FakeAnswer | RouteHandler> = {}): FakeApi {
  const table = new Map(Object.entries(routes));
  const calls: FakeRequest[] = [];
  const find = (key: string) =>
    table.get(key) ?? [...table].find(([pattern]) => pattern.includes('*') && matcher(pattern).test(key))?.[1];

  const adapter: AxiosAdapter = async (config) => {
    const request = toRequest(config);
    calls.push(request);
    const key = `${request.method} ${request.url}`;
    const route = find(key) ?? { httpCode: 404, message: `no fake for ${key}` };
    const answer = typeof route === 'function' ? await route(request) : route;
    const status = isRaw(answer) ? answer.status : answer.httpCode === 204 ? 200 : answer.httpCode;
    const data = isRaw(answer) ? answer.data : answer;
    const response: AxiosResponse = { data, status, statusText: String(status), headers: {}, config };
    return response;
  };
  // The shared client sends through axios's default instance (loaded on first use, see transport.ts).
  axios.defaults.adapter = adapter;
  return { calls };
}
