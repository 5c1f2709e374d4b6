import { LOGOUT_PATH, useSession } from '@portal/shared';
import { fakeApi } from '@portal/shared/testing';
import { logout } from './logout';

const member = { id: 'm1', email: 'm@example.com' };

function serverAnswering(status: number | 'down') {
  const { calls } = fakeApi({
    [`POST ${LOGOUT_PATH}`]: () => {
      if (status === 'down') throw new Error('connect ECONNREFUSED');
      return { httpCode: status };
    },
  });
  return calls;
}

beforeEach(() => useSession.getState().login(member, { accessToken: 'a.e30.s', refreshToken: 'r' }));

test('calls the logout endpoint, clears the session and hard-redirects home', async () => {
  const calls = serverAnswering(200);
  const redirect = jest.fn();
  await logout(redirect);
  // The refresh token names this device's session, so only it ends.
  const sent = calls.map(({ method, url, data }) => [method, url, data]);
  expect(sent).toEqual([['POST', LOGOUT_PATH, { refreshToken: 'r' }]]);
  expect(useSession.getState().accessToken).toBeNull();
  expect(redirect).toHaveBeenCalledWith('/');
});

test('redirects home even when the call fails or the server is down', async () => {
  for (const status of [500, 'down'] as const) {
    useSession.getState().login(member, { accessToken: 'a.e30.s', refreshToken: null as unknown as string });
    serverAnswering(status);
    const redirect = jest.fn();
    await logout(redirect);
    expect(useSession.getState().user).toBeNull();
    expect(redirect).toHaveBeenCalledWith('/');
  }
});
