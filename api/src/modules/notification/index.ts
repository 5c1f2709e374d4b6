import type { ApiModule } from '../../platform/api-module';
import { notificationRoutes } from './routes';
import type { NotificationService } from './service';

export { type NotificationService, createNotificationService, inEveryLanguage } from './service';
export { type OperatorNotification, sendNotification } from './operator';
/** For a module that notifies a member in the transaction of the event itself (receipt review). */
export { type NewNotification, insertNotification } from './repository';
/** For a module whose page reads the notifications that lead to it (a ticket). */
export { markRouteRead } from './repository';

export const notificationModule = (service: NotificationService): ApiModule => ({
  tag: { name: 'notification', description: "The member's notification centre" },
  register: async (api) => {
    await api.register(notificationRoutes, { service });
  },
});
