import { useNotificationPoll } from './useNotificationPoll';

/** Keeps the bell's list fresh while mounted (the member frame mounts it for members only). */
export function NotificationPoll() {
  useNotificationPoll();
  return null;
}
