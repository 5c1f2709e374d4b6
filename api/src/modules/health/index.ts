import type { Db } from '../../db/db';
import type { ApiModule } from '../../platform/api-module';
import { healthRoutes } from './routes';

export const healthModule = (db: Db): ApiModule => ({
  tag: { name: 'system', description: 'Health and operations' },
  register: async (api) => {
    await api.register(healthRoutes, { db });
  },
});
