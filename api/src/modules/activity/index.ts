import type { ApiModule } from '../../platform/api-module';
import { activityRoutes } from './routes';
import type { ActivityService } from './service';

export { type ActivityService, createActivityService } from './service';
export { seedDemoActivities } from './seed';
export { ActivityTextError, describeActivities, setActivityText } from './operator';
export { ACTION_TYPES, ActivitySchema, MAX_PAGE_SIZE } from './schema';
export { type ActivityTexts, type LocalizedText, inLanguage } from './texts';

export const activityModule = (service: ActivityService): ApiModule => ({
  tag: {
    name: 'activity',
    description: 'Earning activities: the home earn list, the earn-points list and one activity',
  },
  register: async (api) => {
    await api.register(activityRoutes, { service });
  },
});
