import type { Db } from '../../db/db';
import type { ApiModule } from '../../platform/api-module';
import type { CampaignService } from '../campaign';
import { createLocalAddressLookup } from './adapter';
import { lookupRoutes } from './routes';
import { createLookupService } from './service';
import { loadLookupSettings } from './settings';

/** The lookup routes on the adapter the environment selects (only the local directory exists today). */
export const lookupModule = (db: Db, campaign: CampaignService): ApiModule => ({
  tag: { name: 'lookup', description: 'The address finder of sign-up and the profile' },
  register: async (api) => {
    const settings = loadLookupSettings();
    if (settings.remoteUrl) {
      api.log.warn('ADDRESS_LOOKUP_URL is set but no remote address adapter exists yet; using the local directory.');
    }
    const service = createLookupService(campaign, createLocalAddressLookup(db));
    await api.register(lookupRoutes, { service, rateLimitPerMinute: settings.rateLimitPerMinute });
  },
});
