import type { ApiModule } from '../../platform/api-module';
import { supportRoutes } from './routes';
import type { SupportService } from './service';
import type { SupportSettings } from './settings';

export { type SupportService, createSupportService, GENIUS_TIER } from './service';
export {
  type SupportOperator,
  type AgentReply,
  createSupportOperator,
  describeQueue,
  describeTicket,
  isTicketStatus,
  SupportOperatorError,
} from './operator';
export { type SupportSettings, loadSupportSettings } from './settings';

export const supportModule = (service: SupportService, settings: SupportSettings): ApiModule => ({
  tag: { name: 'support', description: 'Help desk tickets and the contact form' },
  register: async (api) => {
    await api.register(supportRoutes, { service, settings });
  },
});
