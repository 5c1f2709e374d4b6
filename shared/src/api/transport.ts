import type { AxiosProgressEvent, AxiosStatic } from 'axios';
import type { Envelope } from '@portal/kit';
import { i18n } from '../i18n/i18n';
import { useSession } from '../session/store';
import { urlOf } from './address';

const TIMEOUT_MS = 30_000;

/** One API call as an app writes it. */
export interface ApiRequest {
  method?: string;
  /** The path under the API prefix, e.g. `/s1/points/pointbalance`. */
  url: string;
  /** The query: scalars, written as strings; a null or undefined value leaves its key out. */
  params?: Record<string, unknown>;
  /** A JSON body, or FormData for a multipart upload. */
  data?: unknown;
  timeout?: number;
  /** Progress of the bytes leaving: such a call goes through axios's XMLHttpRequest, which reports it (fetch cannot). */
  onUploadProgress?: (event: AxiosProgressEvent) => void;
}

let axiosLoaded: Promise<AxiosStatic> | undefined;

/**
 * axios, fetched with the first upload that reports progress rather than with the page: every other
 * call goes through fetch (docs/decisions.md, 68).
 */
export const loadAxios = (): Promise<AxiosStatic> => (axiosLoaded ??= import('axios').then((module) => module.default));

/** No server answered, so the message is the page's own, in the session language. */
const networkFailure = (): Envelope<never> => ({ httpCode: 0, message: i18n.t('common:networkError') });

const headersFor = (accessToken: string | null): Record<string, string> => ({
  'Accept-Language': useSession.getState().language,
  ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
});

/** The API's envelope, or, for anything else (a proxy's error page), its status alone: that English text is not for the member. */
function envelopeOf<T>(status: number, body: unknown): Envelope<T> {
  if (body && typeof body === 'object' && typeof (body as Envelope<T>).httpCode === 'number')
    return body as Envelope<T>;
  return { httpCode: status };
}

/** Sends one call through fetch (through axios when it reports upload progress) and answers its status and body. */
async function exchange(request: ApiRequest, accessToken: string | null): Promise<Envelope<unknown>> {
  const { method = 'GET', data, timeout = TIMEOUT_MS, onUploadProgress } = request;
  if (onUploadProgress) {
    const axios = await loadAxios();
    const response = await axios.request({
      method,
      url: urlOf(request),
      data,
      timeout,
      onUploadProgress,
      headers: headersFor(accessToken),
      // The body is wanted on every status (docs/architecture.md, Session module): failures are envelopes too.
      validateStatus: () => true,
    });
    return envelopeOf(response.status, response.data);
  }
  // A GET has no body (axios dropped one; fetch would refuse the whole call).
  const body = /^(GET|HEAD)$/i.test(method) ? undefined : data;
  const json = body !== undefined && !(body instanceof FormData);
  const response = await fetch(urlOf(request), {
    method,
    headers: { ...(json ? { 'Content-Type': 'application/json' } : {}), ...headersFor(accessToken) },
    body: json ? JSON.stringify(body) : (body as FormData | undefined),
    signal: AbortSignal.timeout(timeout),
  });
  return envelopeOf(response.status, await response.json().catch(() => null));
}

/** Sends one call and always returns an envelope, even for an error status or a network failure. */
export async function send<T>(request: ApiRequest, accessToken: string | null): Promise<Envelope<T>> {
  try {
    return (await exchange(request, accessToken)) as Envelope<T>;
  } catch {
    return networkFailure();
  }
}

/** A file the API serves (a download), or the API's envelope when it refuses. */
export type FileAnswer = { ok: true; blob: Blob } | { ok: false; body: Envelope<never> };

/** Fetches a member-only file with the session's token (a link cannot carry the header). */
export async function sendForFile(url: string, accessToken: string | null): Promise<FileAnswer> {
  try {
    const response = await fetch(urlOf({ url }), {
      headers: headersFor(accessToken),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.status === 200) return { ok: true, blob: await response.blob() };
    return { ok: false, body: envelopeOf<never>(response.status, await response.json().catch(() => null)) };
  } catch {
    return { ok: false, body: networkFailure() };
  }
}
