import { isLoggedIn, useSession } from '@portal/shared';
import { fetchNotifications, markNotificationRead } from './api';
import { useNotifications } from './store';

/** The bell asks every 30 s (docs/product/limits.md, Notification poll interval). */
export const NOTIFICATION_POLL_MS = 30_000;

// An answer that arrives after logout must not refill the emptied list.
const stillLoggedIn = () => isLoggedIn(useSession.getState());

/** The full list, replacing what is held (first load, and after a notification is marked read). */
export async function reloadNotifications(): Promise<void> {
  const items = await fetchNotifications();
  if (!stillLoggedIn()) return;
  if (items) useNotifications.getState().replace(items);
  else useNotifications.getState().setFailed(true);
}

/** The panel's Try again after a failed load: loading again until the answer. */
export function retryNotifications(): Promise<void> {
  useNotifications.getState().setFailed(false);
  return reloadNotifications();
}

/** One poll: the full list the first time, afterwards only what is newer than the newest known. */
export async function pollNotifications(): Promise<void> {
  const { loaded, items } = useNotifications.getState();
  if (!loaded) return reloadNotifications();
  const newest = items[0]?.createdAt;
  const fresh = await fetchNotifications(newest);
  if (fresh && stillLoggedIn()) useNotifications.getState().merge(fresh);
}

/** Marks one notification read on the server, then reloads the list (docs/product/notifications.md, Bell and list). */
export async function markReadAndReload(uuid: string): Promise<void> {
  await markNotificationRead(uuid);
  await reloadNotifications();
}
