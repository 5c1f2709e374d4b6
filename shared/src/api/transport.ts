import type { AxiosRequestConfig, AxiosStatic } from 'axios';
import type { Envelope } from '@portal/kit';
import { i18n } from '../i18n/i18n';
import { useSession } from '../session/store';

/** Every call goes to the API prefix; the shell's origin proxies it to the API server. */
export const API_PREFIX = '/api';
const TIMEOUT_MS = 30_000;

let axiosLoaded: Promise<AxiosStatic> | undefined;

/**
 * axios, fetched with the first call that goes through it rather than with the page: a visitor's
 * first page makes only the campaign call, which goes through fetch (see sendPublicJson and
 * docs/decisions.md, First-load JavaScript of a visitor's page).
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

/** Sends one request and always returns an envelope, even for an error status or a network failure. */
export async function send<T>(config: AxiosRequestConfig, accessToken: string | null): Promise<Envelope<T>> {
  try {
    const axios = await loadAxios();
    const response = await axios.request<Envelope<T>>({
      baseURL: API_PREFIX,
      timeout: TIMEOUT_MS,
      ...config,
      headers: { ...config.headers, ...headersFor(accessToken) },
      // The body is wanted on every status (docs/architecture.md, Session module): failures are envelopes too.
      validateStatus: () => true,
    });
    return envelopeOf(response.status, response.data);
  } catch {
    return networkFailure();
  }
}

/**
 * A public JSON POST through the browser's fetch, with send()'s headers and envelope rules but no
 * token, no refresh and no axios: the campaign configuration every first page asks for.
 */
export async function sendPublicJson<T>(url: string, data: object): Promise<Envelope<T>> {
  try {
    const response = await fetch(`${API_PREFIX}${url}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headersFor(null) },
      body: JSON.stringify(data),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return envelopeOf(response.status, await response.json().catch(() => null));
  } catch {
    return networkFailure();
  }
}

/** A file the API serves (a download), or the API's envelope when it refuses. */
export type FileAnswer = { ok: true; blob: Blob } | { ok: false; body: Envelope<never> };

/** Fetches a member-only file with the session's token (a link cannot carry the header). */
export async function sendForFile(url: string, accessToken: string | null): Promise<FileAnswer> {
  try {
    const axios = await loadAxios();
    const response = await axios.get<Blob>(url, {
      baseURL: API_PREFIX,
      timeout: TIMEOUT_MS,
      responseType: 'blob',
      headers: headersFor(accessToken),
      validateStatus: () => true,
    });
    if (response.status === 200) return { ok: true, blob: response.data };
    const text = await response.data.text();
    const body: unknown = (() => {
      try {
        return JSON.parse(text);
      } catch {
        return null;
      }
    })();
    return { ok: false, body: envelopeOf<never>(response.status, body) };
  } catch {
    return { ok: false, body: networkFailure() };
  }
}
