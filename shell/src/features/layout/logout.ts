import { apiCall, useSession } from '@portal/shared';

export const LOGOUT_PATH = '/s2/auth/logout';

/** Ends the session on the server, then hard-redirects to / whether or not the call worked. */
export async function logout(redirect: (url: string) => void = (url) => window.location.assign(url)): Promise<void> {
  try {
    await apiCall({ method: 'POST', url: LOGOUT_PATH, data: {} });
  } finally {
    useSession.getState().logout();
    redirect('/');
  }
}
