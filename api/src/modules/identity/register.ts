import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/db';
import { authRoutes } from '../auth/routes';
import { createSessionIssuer } from '../auth/sessions';
import { loadAuthSettings } from '../auth/settings';
import { createMailer, loadMailSettings } from '../mail/mailer';
import { mailboxRoutes } from '../mail/routes';
import { pointsRoutes } from '../points/routes';
import { identityRoutes } from './routes';
import { createIdentityService } from './service';

/** The auth, identity, mail and point-balance routes with their shared parts (sessions, mailer, settings). */
export async function registerIdentityModules(api: FastifyInstance, db: Db, config: Config): Promise<void> {
  const settings = loadAuthSettings();
  const mailSettings = loadMailSettings();
  const mailer = createMailer(db, mailSettings);
  const sessions = createSessionIssuer(db, config.jwtSecret, config.campaignSlug);
  const deps = { db, mailer, sessions, settings, campaignSlug: config.campaignSlug };
  await api.register(authRoutes, { ...deps, jwtSecret: config.jwtSecret });
  await api.register(identityRoutes, { service: createIdentityService(deps), rateLimitPerMinute: settings.rateLimitPerMinute });
  await api.register(pointsRoutes, { db });
  if (mailSettings.mailboxEnabled) await api.register(mailboxRoutes, { db });
}
