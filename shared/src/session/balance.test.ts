import { fakeApi } from '../testing';
import { POINT_BALANCE_PATH, refreshPointBalance } from './balance';
import { useSession } from './store';

beforeEach(() => {
  useSession.getState().login({ id: 'm1', email: 'member@example.com' }, { accessToken: 'a', refreshToken: 'r' });
  useSession.getState().setPointBalance(10);
  useSession.getState().setLifetimePoints(10);
});

test('puts the balance and the lifetime points of the server into the session', async () => {
  fakeApi({ [`GET ${POINT_BALANCE_PATH}`]: { httpCode: 200, data: { pointBalance: 40, lifetimePoints: 90 } } });
  await refreshPointBalance();
  expect(useSession.getState()).toMatchObject({ pointBalance: 40, lifetimePoints: 90 });
});

test('keeps what the session holds when the call fails', async () => {
  fakeApi({ [`GET ${POINT_BALANCE_PATH}`]: { httpCode: 500, message: 'Something went wrong.' } });
  await refreshPointBalance();
  expect(useSession.getState()).toMatchObject({ pointBalance: 10, lifetimePoints: 10 });
});
