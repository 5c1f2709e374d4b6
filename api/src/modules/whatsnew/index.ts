import type { ApiModule } from '../../platform/api-module';
import { whatsNewRoutes } from './routes';
import type { WhatsNewService } from './service';

export { type WhatsNewService, createWhatsNewService } from './service';
export { type WhatsNewSource, type WhatsNewSources, whatsNewSource } from './sources';

export const whatsNewModule = (service: WhatsNewService): ApiModule => ({
  tag: { name: 'whatsnew', description: 'What is new since the last visit' },
  register: async (api) => {
    await api.register(whatsNewRoutes, { service });
  },
});
