import { fakeApi } from '../testing';
import { endSession, LOGOUT_PATH } from './endSession';
import { useSession } from './store';

test('ends this session on the server by its refresh token, then here, even when the server fails', async () => {
  for (const status of [200, 500]) {
    useSession.getState().login({ id: 'm1', email: 'm@example.com' }, { accessToken: 'a.e30.s', refreshToken: 'r' });
    const { calls } = fakeApi({ [`POST ${LOGOUT_PATH}`]: { httpCode: status } });
    await endSession();
    expect(calls.map(({ url, data }) => [url, data])).toEqual([[LOGOUT_PATH, { refreshToken: 'r' }]]);
    expect(useSession.getState()).toMatchObject({ user: null, accessToken: null, refreshToken: null });
  }
});

test('calls nothing when the browser holds no session', async () => {
  useSession.getState().logout();
  const { calls } = fakeApi({});
  await endSession();
  expect(calls).toEqual([]);
});
