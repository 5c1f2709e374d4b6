import axios, { type AxiosRequestConfig } from 'axios';
import type { Envelope } from '@portal/kit';
import { i18n } from '../i18n/i18n';
import { useSession } from '../session/store';

/** Every call goes to the API prefix; the shell's origin proxies it to the API server. */
export const API_PREFIX = '/api';

export const http = axios.create({ baseURL: API_PREFIX, timeout: 30_000 });

/** No server answered, so the message is the page's own, in the session language. */
const networkFailure = (): Envelope<never> => ({ httpCode: 0, message: i18n.t('common:networkError') });

/** Sends one request and always returns an envelope, even for an error status or a network failure. */
export async function send<T>(config: AxiosRequestConfig, accessToken: string | null): Promise<Envelope<T>> {
  const { language } = useSession.getState();
  try {
    const response = await http.request<Envelope<T>>({
      ...config,
      headers: {
        ...config.headers,
        'Accept-Language': language,
        ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
      },
      // The body is wanted on every status (docs/architecture.md, Session module): failures are envelopes too.
      validateStatus: () => true,
    });
    const body = response.data;
    if (body && typeof body === 'object' && typeof body.httpCode === 'number') return body;
    // Not an API envelope (a proxy's error page): its English status text is not for the member.
    return { httpCode: response.status };
  } catch {
    return networkFailure();
  }
}
