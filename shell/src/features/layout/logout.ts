import { apiCall, useSession } from '@portal/shared';

export const LOGOUT_PATH = '/s2/auth/logout';

/** Ends the session on the server, then hard-redirects to / whether or not the call worked. */
export async function logout(redirect: (url: string) => void = (url) => window.location.assign(url)): Promise<void> {
  try {
    // With its refresh token the server ends this session only, not the member's other devices.
    const { refreshToken } = useSession.getState();
    await apiCall({ method: 'POST', url: LOGOUT_PATH, data: refreshToken ? { refreshToken } : {} });
  } finally {
    useSession.getState().logout();
    redirect('/');
  }
}
