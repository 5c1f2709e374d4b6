import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { browserLanguage, type Language } from '../i18n/language';
import { switchLanguage } from '../i18n/i18n';
import { tierFromAccessToken } from './jwt';
import type { SessionState } from './types';

export const SESSION_STORAGE_KEY = 'portal-session';

const signedOut = {
  user: null,
  accessToken: null,
  refreshToken: null,
  pointBalance: 0,
  lifetimePoints: 0,
  tier: null,
  videoPlayStatus: null,
} as const;

/** The refresh token a stored session holds; null when signed out or unreadable. */
function refreshTokenOf(stored: string | null): string | null {
  try {
    return (
      (JSON.parse(stored ?? 'null') as { state?: { refreshToken?: string | null } } | null)?.state?.refreshToken ?? null
    );
  } catch {
    return null;
  }
}

/** The refresh token of the session as this tab last read or wrote it. */
let refreshTokenRead: string | null = null;
/** Set by this tab's sign-in, refresh and logout: their write always goes through. */
let ownTokenChange = false;

/**
 * localStorage, except that a tab never writes back tokens another tab has replaced. Every change of
 * the store saves the whole session, tokens included: a tab changing its balance between another tab's
 * refresh and the storage event that tells it would otherwise restore the used-up refresh token, and
 * its next refresh would end the session everywhere (docs/decisions.md 135). Such a write is dropped;
 * the storage event then gives this tab the stored session. This tab's own sign-in, refresh and logout
 * always write.
 */
const tabSafeLocalStorage: StateStorage = {
  getItem(name) {
    const stored = localStorage.getItem(name);
    refreshTokenRead = refreshTokenOf(stored);
    return stored;
  },
  setItem(name, value) {
    const written = refreshTokenOf(value);
    const replacedElsewhere = refreshTokenOf(localStorage.getItem(name)) !== refreshTokenRead;
    const stale = !ownTokenChange && replacedElsewhere && written === refreshTokenRead;
    ownTokenChange = false;
    if (stale) return;
    refreshTokenRead = written;
    localStorage.setItem(name, value);
  },
  removeItem: (name) => localStorage.removeItem(name),
};

/**
 * The session store. It sits outside React, in the singleton session module, so a change made by
 * any app (a remote setting the balance) re-renders every root that reads it (the shell's header).
 */
export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      ...signedOut,
      language: browserLanguage(),
      login: (user, tokens) => {
        ownTokenChange = true;
        set({ user, ...tokens, tier: tierFromAccessToken(tokens.accessToken) });
      },
      setTokens: (tokens) => {
        ownTokenChange = true;
        set({ ...tokens, tier: tierFromAccessToken(tokens.accessToken) });
      },
      setUser: (user) => set({ user }),
      setPointBalance: (pointBalance) => set({ pointBalance: Math.max(0, pointBalance) }),
      setLifetimePoints: (lifetimePoints) => set({ lifetimePoints: Math.max(0, lifetimePoints) }),
      setLanguage: (language) => set({ language }),
      setVideoPlayStatus: (videoPlayStatus) => set({ videoPlayStatus }),
      // Logging out resets the user, the tokens and the language (docs/product/identity.md, Session refresh).
      logout: () => {
        ownTokenChange = true;
        set({ ...signedOut, language: browserLanguage() });
      },
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => tabSafeLocalStorage),
      // The language is not kept: every visit takes it from the browser locale (docs/product/shell.md, Language).
      partialize: ({ user, accessToken, refreshToken, pointBalance, lifetimePoints, tier, videoPlayStatus }) => ({
        user,
        accessToken,
        refreshToken,
        pointBalance,
        lifetimePoints,
        tier,
        videoPlayStatus,
      }),
    },
  ),
);

export const isLoggedIn = (state: Pick<SessionState, 'accessToken'>): boolean => Boolean(state.accessToken);

/** Keeps the shared i18n instance on the session's language (its lazy strings loaded first). */
function followLanguage(language: Language): void {
  void switchLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
followLanguage(useSession.getState().language);
useSession.subscribe((state) => followLanguage(state.language));

/**
 * This tab's session as the browser now keeps it, which another tab of the portal may have changed: its
 * sign-in, its refreshed tokens, its logout (docs/architecture.md, Session module). Nothing stored is a
 * session cleared with the site's data.
 */
export async function readStoredSession(): Promise<void> {
  if (localStorage.getItem(SESSION_STORAGE_KEY) === null) useSession.getState().logout();
  else await useSession.persist.rehydrate();
}

// Another tab's write reaches this one only through the storage event. Without it this tab would keep a
// refresh token the other tab has used up, and refreshing with it reads as theft: the server ends the
// session in every tab. `key` null is the whole storage cleared.
if (typeof window !== 'undefined')
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) void readStoredSession();
  });
