import type { ApiModule } from '../../platform/api-module';
import { lookupRoutes } from './routes';
import type { LookupService } from './service';
import type { LookupSettings } from './settings';

export { createLocalAddressLookup } from './adapter';
export { type LookupService, createLookupService } from './service';
export { type LookupSettings, loadLookupSettings } from './settings';

/** The address finder's route, on the service (and so the adapter) app.ts chose. */
export const lookupModule = (service: LookupService, settings: LookupSettings): ApiModule => ({
  tag: { name: 'lookup', description: 'The address finder of sign-up and the profile' },
  register: async (api) => {
    if (settings.remoteUrl) {
      api.log.warn('ADDRESS_LOOKUP_URL is set but no remote address adapter exists yet; using the local directory.');
    }
    await api.register(lookupRoutes, { service, rateLimitPerMinute: settings.rateLimitPerMinute });
  },
});
