import type { ApiModule } from '../../platform/api-module';
import { homeRoutes } from './routes';
import type { HomeService } from './service';

export { type HomeContests, type HomeRewards, type HomeService, createHomeService } from './service';

export const homeModule = (service: HomeService): ApiModule => ({
  tag: { name: 'home', description: 'The lists the logged-in home page merges for display' },
  register: async (api) => {
    await api.register(homeRoutes, { service });
  },
});
