import type { ApiModule } from '../../platform/api-module';
import { notificationRoutes } from './routes';
import type { NotificationService } from './service';

export { type NotificationService, createNotificationService } from './service';
export { type OperatorNotification, sendNotification } from './operator';

export const notificationModule = (service: NotificationService): ApiModule => ({
  tag: { name: 'notification', description: "The member's notification centre" },
  register: async (api) => {
    await api.register(notificationRoutes, { service });
  },
});
