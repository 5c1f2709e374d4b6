import type { Envelope } from '@portal/kit';
import axios, { type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { API_PREFIX } from '../api/address';

/** One request as the fake API saw it. */
export interface FakeRequest {
  method: string;
  /** The path under the API prefix, without the query. */
  url: string;
  /** The query, as the server reads it: every value a string. */
  params: Record<string, string>;
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

/** A request as the server would read it, from the address and the body the client sent. */
function toRequest(method: string, address: string, body: unknown, headers: Record<string, string>): FakeRequest {
  const [path = '', query = ''] = address.replace(API_PREFIX, '').split('?');
  return {
    method: method.toUpperCase(),
    url: path,
    params: Object.fromEntries(new URLSearchParams(query)),
    data: typeof body === 'string' ? (JSON.parse(body) as unknown) : body,
    headers,
  };
}

const fromAxios = (config: InternalAxiosRequestConfig): FakeRequest =>
  toRequest(
    config.method ?? 'get',
    config.url ?? '',
    config.data,
    Object.fromEntries(Object.entries(config.headers.toJSON()).map(([name, value]) => [name, String(value)])),
  );

const fromFetch = (input: RequestInfo | URL, init: RequestInit = {}): FakeRequest =>
  toRequest(init.method ?? 'GET', String(input), init.body, { ...(init.headers as Record<string, string>) });

/** What fetch resolves to, as far as the client reads it: the status and the body, parsed or as a blob. */
const fetchResponse = (status: number, data: unknown): Response => {
  const text = typeof data === 'string' ? data : JSON.stringify(data);
  return {
    status,
    ok: status >= 200 && status < 300,
    json: async () => JSON.parse(text) as unknown,
    blob: async () => (data instanceof Blob ? data : new Blob([text])),
  } as Response;
};

/**
 * A fake API at the edge: the browser's fetch and axios's adapter (uploads) under the shared API
 * client, so the app's own client, refresh and headers run for real. Routes are keyed "METHOD url" (exact first, then `*` patterns);
 * a call no route answers gets a 404 envelope naming it.
 */
export function fakeApi(routes: Record<string, FakeAnswer | RouteHandler> = {}): FakeApi {
  const table = new Map(Object.entries(routes));
  const calls: FakeRequest[] = [];
  const find = (key: string) =>
    table.get(key) ?? [...table].find(([pattern]) => pattern.includes('*') && matcher(pattern).test(key))?.[1];

  const answer = async (request: FakeRequest) => {
    calls.push(request);
    const key = `${request.method} ${request.url}`;
    const route = find(key) ?? { httpCode: 404, message: `no fake for ${key}` };
    const reply = typeof route === 'function' ? await route(request) : route;
    const status = isRaw(reply) ? reply.status : reply.httpCode === 204 ? 200 : reply.httpCode;
    return { status, data: isRaw(reply) ? reply.data : reply };
  };
  const adapter: AxiosAdapter = async (config) => {
    const { status, data } = await answer(fromAxios(config));
    const response: AxiosResponse = { data, status, statusText: String(status), headers: {}, config };
    return response;
  };
  // The shared client sends through fetch, and uploads through axios's default instance (see transport.ts).
  axios.defaults.adapter = adapter;
  globalThis.fetch = async (input, init) => {
    const { status, data } = await answer(fromFetch(input, init));
    return fetchResponse(status, data);
  };
  return { calls };
}
