import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { useSession } from '../session/store';
import { apiCall } from './client';
import { http } from './transport';

/** A fake API at the edge: axios's adapter. Tokens are plain strings; the "server" knows the valid one. */
function fakeServer() {
  const state = { validAccess: 'access-2', refreshCalls: 0, refreshDelayMs: 20, refreshFails: false, seen: [] as string[] };
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const auth = String(config.headers.Authorization ?? '');
    state.seen.push(`${config.url} ${auth} ${String(config.headers['Accept-Language'])}`);
    const reply = (status: number, data: unknown) => ({ data, status, statusText: String(status), headers: {}, config });
    if (config.url === '/s2/auth/refreshtoken') {
      state.refreshCalls += 1;
      await new Promise((r) => setTimeout(r, state.refreshDelayMs));
      if (state.refreshFails) return reply(401, { httpCode: 401, message: 'Refresh token revoked.' });
      return reply(200, { httpCode: 200, data: { accessToken: state.validAccess, refreshToken: 'refresh-2' } });
    }
    if (auth !== `Bearer ${state.validAccess}`) return reply(401, { httpCode: 401, message: 'Token expired.' });
    return reply(200, { httpCode: 200, data: { pointBalance: 120 } });
  };
  http.defaults.adapter = adapter;
  return state;
}

const member = { id: 'm1', email: 'member@example.com' };

beforeEach(() => {
  useSession.getState().login(member, { accessToken: 'access-1', refreshToken: 'refresh-1' });
  useSession.getState().setLanguage('fr');
});

describe('the API client', () => {
  it('sends the access token and the session language on every call', async () => {
    const server = fakeServer();
    server.validAccess = 'access-1';
    await apiCall({ method: 'GET', url: '/s1/points/pointbalance' });
    expect(server.seen).toEqual(['/s1/points/pointbalance Bearer access-1 fr']);
  });

  it('refreshes once for two concurrent 401s, then replays both calls with the new token', async () => {
    const server = fakeServer();
    const [a, b] = await Promise.all([
      apiCall<{ pointBalance: number }>({ method: 'GET', url: '/s1/points/pointbalance' }),
      apiCall<{ pointBalance: number }>({ method: 'GET', url: '/s1/notification' }),
    ]);
    expect(server.refreshCalls).toBe(1);
    expect(a.data?.pointBalance).toBe(120);
    expect(b.httpCode).toBe(200);
    expect(useSession.getState().accessToken).toBe('access-2');
    expect(useSession.getState().refreshToken).toBe('refresh-2');
  });

  it('does not refresh again for a 401 that answers a token already replaced', async () => {
    const server = fakeServer();
    server.refreshDelayMs = 0;
    await apiCall({ method: 'GET', url: '/s1/points/pointbalance' });
    expect(server.refreshCalls).toBe(1);
    await apiCall({ method: 'GET', url: '/s1/points/pointbalance' });
    expect(server.refreshCalls).toBe(1);
  });

  it('logs the member out when the refresh fails, and returns the 401 envelope', async () => {
    const server = fakeServer();
    server.refreshFails = true;
    const body = await apiCall({ method: 'GET', url: '/s1/points/pointbalance' });
    expect(body.httpCode).toBe(401);
    expect(useSession.getState().user).toBeNull();
    expect(useSession.getState().accessToken).toBeNull();
  });

  it('treats httpCode 401 inside an HTTP 200 body as unauthorised too', async () => {
    const server = fakeServer();
    http.defaults.adapter = async (config) => {
      if (config.url === '/s2/auth/refreshtoken') {
        server.refreshCalls += 1;
        return { data: { httpCode: 200, data: { accessToken: 'access-2', refreshToken: 'refresh-2' } }, status: 200, statusText: 'OK', headers: {}, config };
      }
      const ok = config.headers.Authorization === 'Bearer access-2';
      return { data: ok ? { httpCode: 200, data: 1 } : { httpCode: 401 }, status: 200, statusText: 'OK', headers: {}, config };
    };
    const body = await apiCall({ method: 'GET', url: '/s1/whatsnew' });
    expect(server.refreshCalls).toBe(1);
    expect(body).toEqual({ httpCode: 200, data: 1 });
  });

  it('returns the error body instead of throwing, and an envelope for a network failure', async () => {
    http.defaults.adapter = async (config) => ({ data: { httpCode: 409, errors: [{ message: 'Already uploaded' }] }, status: 409, statusText: 'Conflict', headers: {}, config });
    await expect(apiCall({ method: 'POST', url: '/s1/receipt/upload' })).resolves.toEqual({ httpCode: 409, errors: [{ message: 'Already uploaded' }] });
    http.defaults.adapter = async () => {
      throw new Error('socket hang up');
    };
    await expect(apiCall({ method: 'GET', url: '/s1/campaign/mini' })).resolves.toMatchObject({ httpCode: 0 });
  });
});
