import { fakeApi, rawReply } from '../testing';
import { SESSION_STORAGE_KEY, useSession } from '../session/store';
import { toast, useToasts } from '../ui/toast';
import { apiCall } from './client';
import { REFRESH_PATH } from './refresh';

/** A fake API at the edge: tokens are plain strings; the "server" knows the valid one. */
function fakeServer() {
  const state = { validAccess: 'access-2', refreshCalls: 0, refreshDelayMs: 20, refreshFails: false };
  const { calls } = fakeApi({
    [`POST ${REFRESH_PATH}`]: async () => {
      state.refreshCalls += 1;
      await new Promise((resolve) => setTimeout(resolve, state.refreshDelayMs));
      if (state.refreshFails) return { httpCode: 401, message: 'Refresh token revoked.' };
      return { httpCode: 200, data: { accessToken: state.validAccess, refreshToken: 'refresh-2' } };
    },
    '* *': ({ headers }) =>
      headers.Authorization === `Bearer ${state.validAccess}`
        ? { httpCode: 200, data: { pointBalance: 120 } }
        : { httpCode: 401, message: 'Token expired.' },
  });
  const seen = () =>
    calls.map(({ url, headers }) => `${url} ${headers.Authorization ?? ''} ${headers['Accept-Language']}`);
  return Object.assign(state, { seen });
}

const member = { id: 'm1', email: 'member@example.com' };

/** What another tab of the portal writes when it refreshes or logs out; this tab's store is not told. */
function writtenByAnotherTab(tokens: { accessToken: string; refreshToken: string } | null): void {
  const session = tokens
    ? { user: member, ...tokens, tier: null }
    : { user: null, accessToken: null, refreshToken: null };
  const state = { pointBalance: 0, lifetimePoints: 0, tier: null, videoPlayStatus: null, ...session };
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state, version: 0 }));
}

beforeEach(() => {
  useToasts.setState({ toasts: [] });
  useSession.getState().login(member, { accessToken: 'access-1', refreshToken: 'refresh-1' });
  useSession.getState().setLanguage('fr');
});

describe('the API client', () => {
  it('sends the access token and the session language on every call', async () => {
    const server = fakeServer();
    server.validAccess = 'access-1';
    await apiCall({ method: 'GET', url: '/s1/points/pointbalance' });
    expect(server.seen()).toEqual(['/s1/points/pointbalance Bearer access-1 fr']);
  });

  it('sends the language the session has at the time of each call', async () => {
    const server = fakeServer();
    server.validAccess = 'access-1';
    await apiCall({ method: 'GET', url: '/s1/points/pointbalance' });
    useSession.getState().setLanguage('es');
    await apiCall({ method: 'GET', url: '/s1/points/pointbalance' });
    expect(server.seen().map((line) => line.split(' ').at(-1))).toEqual(['fr', 'es']);
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

  it('takes the tokens another tab refreshed to, instead of refreshing with the refresh token it used up', async () => {
    const server = fakeServer();
    writtenByAnotherTab({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    const body = await apiCall<{ pointBalance: number }>({ method: 'GET', url: '/s1/points/pointbalance' });
    expect(body.data?.pointBalance).toBe(120);
    expect(server.refreshCalls).toBe(0);
    expect(server.seen()).toEqual([
      '/s1/points/pointbalance Bearer access-1 fr',
      '/s1/points/pointbalance Bearer access-2 fr',
    ]);
    expect(useSession.getState().refreshToken).toBe('refresh-2');
  });

  it('ends this tab’s session too when another tab’s ended while this one waited, without a refresh', async () => {
    const server = fakeServer();
    writtenByAnotherTab(null);
    expect((await apiCall({ method: 'GET', url: '/s1/points/pointbalance' })).httpCode).toBe(401);
    expect(server.refreshCalls).toBe(0);
    expect(useSession.getState().accessToken).toBeNull();
    expect(useToasts.getState().toasts.map(({ message }) => message)).toEqual([
      'Your session has expired. Please log in again.',
    ]);
  });

  it('logs the member out when the refresh fails, says the session has expired until they sign in again, and returns the 401 envelope', async () => {
    const server = fakeServer();
    server.refreshFails = true;
    const body = await apiCall({ method: 'GET', url: '/s1/points/pointbalance' });
    expect(body.httpCode).toBe(401);
    expect(useSession.getState().user).toBeNull();
    expect(useSession.getState().accessToken).toBeNull();
    expect(useToasts.getState().toasts.map(({ kind, message }) => [kind, message])).toEqual([
      ['warning', 'Your session has expired. Please log in again.'],
    ]);
    // Signed in again, the member no longer reads "Please log in again"; the sign-in's own toast stays.
    toast.success('Logged in successfully.');
    useSession.getState().login(member, { accessToken: 'access-3', refreshToken: 'refresh-3' });
    expect(useToasts.getState().toasts.map(({ message }) => message)).toEqual(['Logged in successfully.']);
  });

  it('drops the error toasts of the pages whose calls ended with the session, not a later one', async () => {
    const server = fakeServer();
    server.refreshFails = true;
    // Two pages' calls meet the ended session together; each page then says its error, as pages do.
    await Promise.all(
      ['/s1/points/pointbalance', '/s1/notification'].map(async (url) => {
        const body = await apiCall({ method: 'GET', url });
        if (body.httpCode !== 200) toast.error('Something went wrong!');
      }),
    );
    expect(useToasts.getState().toasts.map(({ kind }) => kind)).toEqual(['warning']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    toast.error('Invalid credentials.');
    expect(useToasts.getState().toasts.map(({ kind, message }) => [kind, message])).toEqual([
      ['warning', 'Your session has expired. Please log in again.'],
      ['error', 'Invalid credentials.'],
    ]);
  });

  it('says nothing of the session when the refresh meets an outage: the page that asked says what it says', async () => {
    fakeApi({
      [`POST ${REFRESH_PATH}`]: () => rawReply(503, { httpCode: 503, message: 'Service Unavailable' }),
      'GET /s1/whatsnew': { httpCode: 401 },
    });
    expect((await apiCall({ method: 'GET', url: '/s1/whatsnew' })).httpCode).toBe(401);
    expect(useToasts.getState().toasts).toEqual([]);
  });

  it('treats httpCode 401 inside an HTTP 200 body as unauthorised too', async () => {
    let refreshCalls = 0;
    fakeApi({
      [`POST ${REFRESH_PATH}`]: () => {
        refreshCalls += 1;
        return { httpCode: 200, data: { accessToken: 'access-2', refreshToken: 'refresh-2' } };
      },
      'GET /s1/whatsnew': ({ headers }) =>
        rawReply(200, headers.Authorization === 'Bearer access-2' ? { httpCode: 200, data: 1 } : { httpCode: 401 }),
    });
    const body = await apiCall({ method: 'GET', url: '/s1/whatsnew' });
    expect(refreshCalls).toBe(1);
    expect(body).toEqual({ httpCode: 200, data: 1 });
  });

  it('returns the error body instead of throwing, and an envelope for a network failure', async () => {
    fakeApi({ 'POST /s1/receipt/upload': { httpCode: 409, errors: [{ message: 'Already uploaded' }] } });
    await expect(apiCall({ method: 'POST', url: '/s1/receipt/upload' })).resolves.toEqual({
      httpCode: 409,
      errors: [{ message: 'Already uploaded' }],
    });
    fakeApi({
      'GET /s1/campaign/mini': () => {
        throw new Error('socket hang up');
      },
    });
    await expect(apiCall({ method: 'GET', url: '/s1/campaign/mini' })).resolves.toMatchObject({ httpCode: 0 });
  });

  it('tells of a network failure or a non-API answer in the session language, not the server’s', async () => {
    fakeApi({
      'GET /s1/campaign/mini': () => {
        throw new Error('socket hang up');
      },
      'GET /s1/whatsnew': rawReply(502, '<h1>502 Bad Gateway</h1>'),
    });
    await expect(apiCall({ method: 'GET', url: '/s1/campaign/mini' })).resolves.toEqual({
      httpCode: 0,
      message: 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
    });
    await expect(apiCall({ method: 'GET', url: '/s1/whatsnew' })).resolves.toEqual({ httpCode: 502 });
  });

  it('writes params as the query, leaving out empty ones, and sends a GET without a body', async () => {
    const { calls } = fakeApi({ '* *': { httpCode: 200, data: null } });
    await apiCall({
      method: 'GET',
      url: '/s1/notification',
      params: { page: 0, date: undefined, q: 'a b&c' },
      data: {},
    });
    await apiCall({ method: 'POST', url: '/s1/user/pre-validation?type=X', params: { refCode: 'R1' }, data: { a: 1 } });
    expect(calls.map(({ method, url, params, data }) => [method, url, params, data])).toEqual([
      ['GET', '/s1/notification', { page: '0', q: 'a b&c' }, undefined],
      ['POST', '/s1/user/pre-validation', { type: 'X', refCode: 'R1' }, { a: 1 }],
    ]);
  });

  it('sends a plain call through fetch, and only an upload that reports progress through axios', async () => {
    const { calls } = fakeApi({ '* *': { httpCode: 200, data: null } });
    const axios = (await import('axios')).default;
    const viaAxios = jest.spyOn(axios, 'request');
    await apiCall({ method: 'GET', url: '/s1/points/pointbalance' });
    expect(viaAxios).not.toHaveBeenCalled();
    const data = new FormData();
    data.append('type', 'receipt');
    await apiCall({ method: 'POST', url: '/s1/receipt/upload', data, onUploadProgress: () => undefined });
    expect(viaAxios).toHaveBeenCalledTimes(1);
    expect(calls.map(({ url }) => url)).toEqual(['/s1/points/pointbalance', '/s1/receipt/upload']);
    viaAxios.mockRestore();
  });
});
