import type { Envelope } from '@portal/kit';
import { i18n } from '../i18n/i18n';
import type { SessionTokens } from '../session/types';
import { sessionEnded, useToasts } from '../ui/toast';
import { keepOpenDrafts } from '../session/drafts';
import { useSession } from '../session/store';
import { send } from './transport';

export const REFRESH_PATH = '/s2/auth/refreshtoken';

let inFlight: Promise<boolean> | null = null;

async function refreshTokens(): Promise<boolean> {
  const { refreshToken } = useSession.getState();
  if (!refreshToken) return false;
  const body: Envelope<SessionTokens> = await send<SessionTokens>(
    { method: 'POST', url: REFRESH_PATH, data: { refreshToken } },
    null,
  );
  if (body.httpCode === 200 && body.data?.accessToken && body.data.refreshToken) {
    useSession.getState().setTokens(body.data);
    return true;
  }
  keepOpenDrafts(useSession.getState().user?.id);
  useSession.getState().logout();
  // The guards send the member to the login page: say why there, once, instead of the page that asked.
  // An outage (no answer, a 5xx) is not the session's end, so it is left to that page's message.
  if (body.httpCode >= 400 && body.httpCode < 500) dismissOnSignIn(sessionEnded(i18n.t('common:sessionExpired')));
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
 * One refresh for every call that met a 401 at the same time. A call whose 401 arrives after the
 * tokens already changed just replays: refreshing again would reuse a rotated refresh token, which
 * the server treats as theft and answers by revoking the whole session.
 */
export function refreshSessionOnce(tokenUsed: string | null): Promise<boolean> {
  const current = useSession.getState().accessToken;
  if (current && current !== tokenUsed) return Promise.resolve(true);
  inFlight ??= refreshTokens().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
