import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db';
import type { CampaignService } from '../campaign/service';
import { createLocalAddressLookup } from './adapter';
import { lookupRoutes } from './routes';
import { createLookupService } from './service';
import { loadLookupSettings } from './settings';

/** The lookup routes on the adapter the environment selects (only the local directory exists today). */
export async function registerLookupModule(api: FastifyInstance, db: Db, campaigns: CampaignService): Promise<void> {
  const settings = loadLookupSettings();
  if (settings.remoteUrl) {
    api.log.warn('ADDRESS_LOOKUP_URL is set but no remote address adapter exists yet; using the local directory.');
  }
  const service = createLookupService(campaigns, createLocalAddressLookup(db));
  await api.register(lookupRoutes, { service, rateLimitPerMinute: settings.rateLimitPerMinute });
}
