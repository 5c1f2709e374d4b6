import { SESSION_STORAGE_KEY, useSession } from './store';

const member = { id: 'm1', email: 'member@example.com' };

/** Another tab writes the session, then the browser tells this tab with a storage event. */
function anotherTabWrites(value: string, key: string | null = SESSION_STORAGE_KEY): void {
  if (key === null) localStorage.clear();
  else localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
}

const stored = (state: object) =>
  JSON.stringify({
    state: {
      user: null,
      accessToken: null,
      refreshToken: null,
      pointBalance: 0,
      lifetimePoints: 0,
      tier: null,
      videoPlayStatus: null,
      ...state,
    },
    version: 0,
  });

/** The rehydration reads storage through a promise. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

test('follows another tab’s refresh, its balance, and its logout as they happen, keeping its own language', async () => {
  useSession.getState().login(member, { accessToken: 'access-1', refreshToken: 'refresh-1' });
  useSession.getState().setLanguage('es');

  anotherTabWrites(stored({ user: member, accessToken: 'access-2', refreshToken: 'refresh-2', pointBalance: 640 }));
  await settled();
  expect(useSession.getState()).toMatchObject({
    accessToken: 'access-2',
    refreshToken: 'refresh-2',
    pointBalance: 640,
  });

  anotherTabWrites(stored({}));
  await settled();
  expect(useSession.getState()).toMatchObject({ user: null, accessToken: null, refreshToken: null, language: 'es' });
});

test('takes a storage cleared with the site’s data as a logout, and ignores other keys', async () => {
  useSession.getState().login(member, { accessToken: 'access-1', refreshToken: 'refresh-1' });
  anotherTabWrites('unrelated', 'portal-age-verified');
  await settled();
  expect(useSession.getState().accessToken).toBe('access-1');

  anotherTabWrites('', null);
  await settled();
  expect(useSession.getState()).toMatchObject({ user: null, accessToken: null });
});

test('never writes back the tokens another tab replaced before this tab heard of it; its own sign-in and logout still count', async () => {
  useSession.getState().login(member, { accessToken: 'access-1', refreshToken: 'refresh-1' });
  // Another tab refreshed; its storage event has not reached this tab yet when this tab's balance changes.
  localStorage.setItem(
    SESSION_STORAGE_KEY,
    stored({ user: member, accessToken: 'access-2', refreshToken: 'refresh-2' }),
  );
  useSession.getState().setPointBalance(75);
  expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toMatchObject({
    state: { refreshToken: 'refresh-2' },
  });
  anotherTabWrites(localStorage.getItem(SESSION_STORAGE_KEY)!);
  await settled();
  expect(useSession.getState()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });

  // A sign-in elsewhere is not undone by this signed-out tab's next change either.
  useSession.getState().logout();
  localStorage.setItem(
    SESSION_STORAGE_KEY,
    stored({ user: member, accessToken: 'access-3', refreshToken: 'refresh-3' }),
  );
  useSession.getState().setVideoPlayStatus(null);
  expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toMatchObject({
    state: { refreshToken: 'refresh-3' },
  });

  // This tab's own logout ends the stored session whatever it held.
  useSession.getState().login(member, { accessToken: 'access-4', refreshToken: 'refresh-4' });
  localStorage.setItem(
    SESSION_STORAGE_KEY,
    stored({ user: member, accessToken: 'access-5', refreshToken: 'refresh-5' }),
  );
  useSession.getState().logout();
  expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toMatchObject({ state: { refreshToken: null } });
});
