import type { ApiModule } from '../../platform/api-module';
import { registerLiveGuard } from './live-guard';
import { campaignRoutes } from './routes';
import type { CampaignService } from './service';

export { type CampaignService, type CampaignTier, createCampaignService } from './service';
export { registerLiveGuard, whileLive } from './live-guard';
export { seedDemoCampaign } from './seed';
export { DEMO_CAMPAIGN } from './demo-campaign';
/** The campaign rows for seeds and the operator CLI. */
export {
  type CampaignRow,
  type CampaignUpdate,
  type CampaignStatus,
  findCampaign,
  findCampaignChanges,
  highestTier,
  updateActivationWindow,
  updateState,
  updateStatus,
} from './repository';

export const campaignModule = (service: CampaignService): ApiModule => ({
  tag: { name: 'campaign', description: 'Campaign configuration and point tiers' },
  register: async (api) => {
    // On the API's own context, so the modules registered after this one (app.ts) are guarded too.
    registerLiveGuard(api, service);
    await api.register(campaignRoutes, { service });
  },
});
