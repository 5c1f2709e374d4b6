import { isLoggedIn, onNotificationsChanged, useSession } from '@portal/shared';
import { useEffect } from 'react';
import { NOTIFICATION_POLL_MS, pollNotifications, reloadNotifications } from './poll';
import { useNotifications } from './store';

/**
 * While a member is logged in: load at once, then poll every 30 s, and reload the whole list when a
 * remote announces that it changed the notifications (a ticket opened). Logging out empties the list.
 */
export function useNotificationPoll(): void {
  const loggedIn = useSession(isLoggedIn);
  useEffect(() => {
    if (!loggedIn) {
      useNotifications.getState().reset();
      return undefined;
    }
    void pollNotifications();
    const timer = setInterval(() => void pollNotifications(), NOTIFICATION_POLL_MS);
    const stopListening = onNotificationsChanged(() => void reloadNotifications());
    return () => {
      clearInterval(timer);
      stopListening();
    };
  }, [loggedIn]);
}
