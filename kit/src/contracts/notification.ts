/** Notifications (docs/product/notifications.md, Calls): GET /s1/notification and PUT /s1/notification/{uuid}. */
export type NotificationType = 'web' | 'popup';

export interface PortalNotification {
  uuid: string;
  type: NotificationType;
  /** HTML from the operator; the portal sanitizes it before showing it. */
  richTextMsg: string;
  shortMessage: string;
  /** The page a popup belongs on when notificationUI.isRouteBased; null for any page. */
  route: string | null;
  createdAt: string;
  isRead: boolean;
}

export interface NotificationQuery {
  page?: number;
  limit?: number;
  /** Only notifications created after this instant (ISO 8601 or epoch milliseconds). */
  date?: string;
}

export interface NotificationPage {
  content: PortalNotification[];
  metaData: { totalRecs: number };
}

export interface NotificationUpdate {
  isRead: boolean;
}
