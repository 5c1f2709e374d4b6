import type { ApiModule } from '../../platform/api-module';
import { healthRoutes } from './routes';
import type { HealthService } from './service';

export { type HealthService, createHealthService } from './service';

export const healthModule = (service: HealthService): ApiModule => ({
  tag: { name: 'system', description: 'Health and operations' },
  register: async (api) => {
    await api.register(healthRoutes, { service });
  },
});
