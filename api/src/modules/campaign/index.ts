import type { ApiModule } from '../../platform/api-module';
import { campaignRoutes } from './routes';
import type { CampaignService } from './service';

export { type CampaignService, type CampaignTier, createCampaignService } from './service';
export { seedDemoCampaign } from './seed';
export { DEMO_CAMPAIGN } from './demo-campaign';
/** The campaign rows for seeds and the operator CLI. */
export {
  type CampaignRow,
  type CampaignStatus,
  findCampaign,
  findCampaignChanges,
  updateActivationWindow,
  updateState,
  updateStatus,
} from './repository';

export const campaignModule = (service: CampaignService): ApiModule => ({
  tag: { name: 'campaign', description: 'Campaign configuration and point tiers' },
  register: async (api) => {
    await api.register(campaignRoutes, { service });
  },
});
