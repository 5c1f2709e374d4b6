import type { Envelope } from '@portal/kit';
import { i18n } from '../i18n/i18n';
import type { SessionTokens } from '../session/types';
import { sessionEnded, useToasts } from '../ui/toast';
import { keepOpenDrafts } from '../session/drafts';
import { readStoredSession, useSession } from '../session/store';
import { send } from './transport';

export const REFRESH_PATH = '/s2/auth/refreshtoken';

let inFlight: Promise<boolean> | null = null;

/** The lock every tab of the portal in this browser takes to refresh (Web Locks API). */
const REFRESH_LOCK = 'portal-session-refresh';

/** Runs the refresh while no other tab refreshes; a browser without Web Locks runs it at once. */
async function inTurnWithOtherTabs(refresh: () => Promise<boolean>): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? await locks.request(REFRESH_LOCK, refresh) : refresh();
}

/**
 * In this tab's turn: another tab may have refreshed while this one waited, and then its tokens are
 * in storage already; refreshing again would present the refresh token it used up.
 */
async function refreshUnlessAnotherTabDid(tokenUsed: string | null): Promise<boolean> {
  await readStoredSession();
  const { accessToken } = useSession.getState();
  if (accessToken && accessToken !== tokenUsed) return true;
  return refreshTokens();
}

async function refreshTokens(): Promise<boolean> {
  const { refreshToken } = useSession.getState();
  // No refresh token: another tab's session ended, and this tab's with it.
  const body: Envelope<SessionTokens> | undefined = refreshToken
    ? await send<SessionTokens>({ method: 'POST', url: REFRESH_PATH, data: { refreshToken } }, null)
    : undefined;
  if (body?.httpCode === 200 && body.data?.accessToken && body.data.refreshToken) {
    useSession.getState().setTokens(body.data);
    return true;
  }
  keepOpenDrafts(useSession.getState().user?.id);
  useSession.getState().logout();
  // The guards send the member to the login page: say why there, once, instead of the page that asked.
  // An outage (no answer, a 5xx) is not the session's end, so it is left to that page's message.
  const httpCode = body?.httpCode ?? 401;
  if (httpCode >= 400 && httpCode < 500) dismissOnSignIn(sessionEnded(i18n.t('common:sessionExpired')));
  return false;
}

/** "Please log in again" is answered once the member has: the warning leaves at the sign-in. */
function dismissOnSignIn(toastId: number): void {
  const stop = useSession.subscribe((state) => {
    if (!state.accessToken) return;
    stop();
    useToasts.getState().dismiss(toastId);
  });
}

/**
 * One refresh for every call that met a 401 at the same time, in this tab and in the portal's other
 * tabs. A call whose 401 arrives after the tokens already changed just replays: refreshing again would
 * reuse a rotated refresh token, which the server treats as theft and answers by revoking the whole
 * session.
 */
export function refreshSessionOnce(tokenUsed: string | null): Promise<boolean> {
  const current = useSession.getState().accessToken;
  if (current && current !== tokenUsed) return Promise.resolve(true);
  inFlight ??= inTurnWithOtherTabs(() => refreshUnlessAnotherTabDid(tokenUsed)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
