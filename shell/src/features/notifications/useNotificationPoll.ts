import { isLoggedIn, useSession } from '@portal/shared';
import { useEffect } from 'react';
import { NOTIFICATION_POLL_MS, pollNotifications } from './poll';
import { useNotifications } from './store';

/** While a member is logged in: load at once, then poll every 30 s. Logging out empties the list. */
export function useNotificationPoll(): void {
  const loggedIn = useSession(isLoggedIn);
  useEffect(() => {
    if (!loggedIn) {
      useNotifications.getState().reset();
      return undefined;
    }
    void pollNotifications();
    const timer = setInterval(() => void pollNotifications(), NOTIFICATION_POLL_MS);
    return () => clearInterval(timer);
  }, [loggedIn]);
}
