import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/db';
import { registerDocs } from './http/docs';
import { ErrorEnvelopeSchema } from './http/envelope';
import { registerErrorHandling } from './http/error-handler';
import { registerAuthentication } from './http/authenticate';
import { acceptEmptyBodies } from './http/body';
import { type LogStream, logRequests, loggerOptions } from './http/logging';
import type { TypeBoxTypeProvider } from './http/type-provider';
import { campaignRoutes } from './modules/campaign/routes';
import { createCampaignService } from './modules/campaign/service';
import { healthRoutes } from './modules/health/routes';
import { registerIdentityModules } from './modules/identity/register';
import { notificationRoutes } from './modules/notification/routes';
import { createNotificationService } from './modules/notification/service';
import { whatsNewRoutes } from './modules/whatsnew/routes';
import { createWhatsNewService } from './modules/whatsnew/service';
import { activityRoutes } from './modules/activity/routes';
import { createActivityService } from './modules/activity/service';
import { homeRoutes } from './modules/home/routes';
import { createHomeService } from './modules/home/service';
import { registerLookupModule } from './modules/lookup/register';

export interface BuildAppOptions {
  db: Db;
  config: Config;
  /** Destination of the JSON log (stdout by default); tests capture it. */
  logStream?: LogStream;
}

/** The whole HTTP API, not yet listening: main.ts listens, tests call app.inject(). */
export function buildApp({ db, config, logStream }: BuildAppOptions): FastifyInstance {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    // logRequests() writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // Behind the compose proxy: take the client address and protocol from X-Forwarded-*.
    trustProxy: true,
    // allErrors: report every invalid field at once rather than the first one only.
    ajv: { customOptions: { allErrors: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  logRequests(app);
  registerErrorHandling(app);
  acceptEmptyBodies(app);
  registerAuthentication(app, config.jwtSecret);
  app.addSchema(ErrorEnvelopeSchema);

  registerDocs(app);
  app.register(
    async (api) => {
      await api.register(healthRoutes, { db });
      await api.register(campaignRoutes, { service: createCampaignService(db, config.campaignSlug) });
      await registerIdentityModules(api, db, config);
      await api.register(notificationRoutes, { service: createNotificationService(db) });
      await api.register(whatsNewRoutes, { service: createWhatsNewService(db) });
      const activities = createActivityService(db, config.campaignSlug);
      await api.register(activityRoutes, { service: activities });
      await api.register(homeRoutes, { service: createHomeService(activities) });
      await registerLookupModule(api, db, createCampaignService(db, config.campaignSlug));
    },
    { prefix: '/api' },
  );
  return app;
}
