import { apiCall, isSuccess } from '@portal/shared';
import type { NotificationPage, PortalNotification } from '@portal/kit';

export const NOTIFICATION_PATH = '/s1/notification';
/** Fetch limit 5000 (docs/product/limits.md, Notification fetch limit). */
export const NOTIFICATION_FETCH_LIMIT = 5000;

/** The member's notifications, or only those newer than `since`; null when the call failed. */
export async function fetchNotifications(since?: string): Promise<PortalNotification[] | null> {
  const body = await apiCall<NotificationPage>({
    method: 'GET',
    url: NOTIFICATION_PATH,
    params: { page: 0, limit: NOTIFICATION_FETCH_LIMIT, ...(since ? { date: since } : {}) },
  });
  return isSuccess(body) && body.data ? body.data.content : null;
}

export async function markNotificationRead(uuid: string): Promise<boolean> {
  const body = await apiCall<PortalNotification>({
    method: 'PUT',
    url: `${NOTIFICATION_PATH}/${uuid}`,
    data: { isRead: true },
  });
  return isSuccess(body);
}
