import { apiCall } from '../api/client';
import { discardDrafts } from './drafts';
import { useSession } from './store';

export const LOGOUT_PATH = '/s2/auth/logout';

/**
 * Ends the browser's session: on the server, then here, whether or not the call worked. With its refresh
 * token the server ends this session only, not the member's other devices. Nothing to do when signed out.
 * A member who chose to leave keeps no unsaved form in the tab either (drafts.ts).
 */
export async function endSession(): Promise<void> {
  const { accessToken, refreshToken } = useSession.getState();
  if (!accessToken && !refreshToken) return;
  try {
    await apiCall({ method: 'POST', url: LOGOUT_PATH, data: refreshToken ? { refreshToken } : {} });
  } finally {
    useSession.getState().logout();
    discardDrafts();
  }
}
