import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/db';
import { registerDocs } from './http/docs';
import { ErrorEnvelopeSchema } from './http/envelope';
import { exactBodyValidator } from './http/exact-body';
import { registerErrorHandling } from './http/error-handler';
import { type AccessCheck, registerAuthentication } from './http/authenticate';
import { acceptEmptyBodies } from './http/body';
import { refuseUnstorableInput } from './http/input';
import { keepMemberAnswersPrivate } from './http/private-answers';
import { registerRateLimitStore } from './http/rate-limit';
import { type LogStream, logRequests, loggerOptions } from './http/logging';
import type { TypeBoxTypeProvider } from './http/type-provider';
import type { ApiModule } from './platform/api-module';
import { activityModule, createActivityService } from './modules/activity';
import {
  type SessionCheck,
  authModule,
  createSessionCheck,
  createSessionIssuer,
  loadAuthSettings,
} from './modules/auth';
import { campaignModule, createCampaignService } from './modules/campaign';
import { contestModule, createContestService, loadContestSettings } from './modules/contest';
import { createHealthService, healthModule } from './modules/health';
import { createHomeService, homeModule } from './modules/home';
import { createEarningService, earningModule } from './modules/earning';
import { createIdentityService, identityModule } from './modules/identity';
import { createLocalAddressLookup, createLookupService, loadLookupSettings, lookupModule } from './modules/lookup';
import { createMailbox, createMailer, loadMailSettings, mailModule } from './modules/mail';
import { createNotificationService, notificationModule } from './modules/notification';
import { createPackageCodeService, loadPackageCodeSettings, packageCodeModule } from './modules/package-code';
import { createPointsService, pointsModule } from './modules/points';
import {
  createBraintreeGateway,
  createRewardsService,
  createSandboxGateway,
  loadRewardsSettings,
  rewardsModule,
} from './modules/rewards';
import { createReceiptService, loadReceiptSettings, receiptModule, receiptStorageFor } from './modules/receipt';
import { createStoreCustomerService } from './modules/store-customer';
import { createSupportService, loadSupportSettings, supportModule } from './modules/support';
import { createWhatsNewService, whatsNewModule, whatsNewSource } from './modules/whatsnew';

export interface BuildAppOptions {
  db: Db;
  config: Config;
  /** Destination of the JSON log (stdout by default); tests capture it. */
  logStream?: LogStream;
  /**
   * BENCHMARK ONLY: replaces the per-request check that the token's session is not revoked and its
   * member not suspended. Only `npm run bench:read` passes one (an always-yes check, to measure what
   * the real one costs); main.ts never does, and no configuration or environment variable can.
   */
  benchmarkAccessCheck?: AccessCheck;
}

/** Every service once, each given the services it uses; then the modules that serve them over HTTP. */
function buildModules(db: Db, config: Config, sessionCheck: SessionCheck): ApiModule[] {
  const authSettings = loadAuthSettings();
  const mailSettings = loadMailSettings();
  const campaign = createCampaignService(db, config.campaignSlug);
  const customers = createStoreCustomerService(db);
  const mailer = createMailer(db, mailSettings);
  const activities = createActivityService(db, campaign);
  const points = createPointsService(db, campaign, {
    activityTitles: activities.titles,
    // Closures: the rewards and contest services are built below; the history asks once requests arrive.
    rewardNames: (ids, language) => rewards.names(ids, language),
    contestNames: (ids, language) => contests.names(ids, language),
  });
  const sessions = createSessionIssuer(
    db,
    config.jwtSecret,
    points.tierOf,
    sessionCheck.revoked,
    authSettings.refreshReuseSeconds,
  );
  const earning = createEarningService({ db, activities, campaign, mailer, portalUrl: authSettings.portalUrl });
  const identity = createIdentityService({
    db,
    mailer,
    campaign,
    customers,
    sessions,
    captcha: authSettings.captcha,
    portalUrl: authSettings.portalUrl,
    activationCredit: earning.referralCredit,
  });
  const rewardsSettings = loadRewardsSettings();
  // The local sandbox unless Braintree credentials are configured (api/README.md, Rewards and payment).
  const gateway = rewardsSettings.braintree
    ? createBraintreeGateway(rewardsSettings.braintree)
    : createSandboxGateway();
  const rewards = createRewardsService({ db, campaign, gateway, settings: rewardsSettings, secret: config.jwtSecret });
  const codeSettings = loadPackageCodeSettings();
  const receiptSettings = loadReceiptSettings();
  // Receipt files in a local folder, or an S3-compatible bucket when configured (api/README.md).
  const receiptStorage = receiptStorageFor(receiptSettings);
  const proofDeps = { db, campaign, captcha: authSettings.captcha };
  const supportSettings = loadSupportSettings();
  const contests = createContestService({
    db,
    campaignId: () => campaign.currentId(),
    tierOf: points.tierOf,
    prizeOrders: rewards.prizeOrders,
    games: earning,
  });
  return [
    healthModule(createHealthService(db)),
    campaignModule(campaign),
    authModule({
      db,
      sessions,
      mailer,
      settings: authSettings,
      jwtSecret: config.jwtSecret,
      campaign,
      customers,
      activationCredit: earning.referralCredit,
    }),
    identityModule(identity, authSettings.rateLimitPerMinute),
    pointsModule(points),
    mailModule(createMailbox(db), mailer, mailSettings),
    notificationModule(createNotificationService(db)),
    whatsNewModule(
      createWhatsNewService(db, {
        activity: whatsNewSource('activity', activities.createdSince),
        contest: whatsNewSource('contest', contests.createdSince),
        reward: whatsNewSource('reward', rewards.createdSince),
      }),
    ),
    activityModule(activities),
    earningModule(earning),
    homeModule(
      createHomeService(
        activities,
        async (limit, language) =>
          (await contests.page(0, limit, language)).content.map(({ actionType: _type, ...contest }) => contest),
        (limit, language) => rewards.homeItems(limit, language),
      ),
    ),
    contestModule(contests, loadContestSettings()),
    // Only the local address directory exists; README "Address lookup" says how to add a provider.
    lookupModule(createLookupService(campaign, createLocalAddressLookup(db)), loadLookupSettings()),
    rewardsModule(rewards, {
      db,
      expiryIntervalSeconds: rewardsSettings.expiryIntervalSeconds,
      rateLimitPerMinute: rewardsSettings.rateLimitPerMinute,
    }),
    packageCodeModule(createPackageCodeService({ ...proofDeps, settings: codeSettings }), codeSettings),
    receiptModule(
      createReceiptService({ ...proofDeps, storage: receiptStorage, settings: receiptSettings }),
      receiptSettings,
    ),
    supportModule(
      createSupportService({ db, mailer, campaign, captcha: authSettings.captcha, settings: supportSettings }),
      supportSettings,
    ),
  ];
}

/** The whole HTTP API, not yet listening: main.ts listens, tests call app.inject(). */
export function buildApp({ db, config, logStream, benchmarkAccessCheck }: BuildAppOptions): FastifyInstance {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    // logRequests() writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // Only the portal's own proxy hop is believed: the client address is what it saw (Config.trustProxy).
    trustProxy: config.trustProxy,
    // allErrors: report every invalid field at once rather than the first one only.
    ajv: { customOptions: { allErrors: true } },
    schemaController: { compilersFactory: { buildValidator: exactBodyValidator } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  logRequests(app);
  // Security headers on every answer; images may be read by the portal's other local ports (same site).
  app.register(helmet, { crossOriginResourcePolicy: { policy: 'same-site' } });
  registerErrorHandling(app);
  acceptEmptyBodies(app);
  refuseUnstorableInput(app);
  keepMemberAnswersPrivate(app);
  const sessionCheck = createSessionCheck(db);
  if (benchmarkAccessCheck) registerAuthentication(app, config.jwtSecret, benchmarkAccessCheck);
  else {
    registerAuthentication(app, config.jwtSecret, sessionCheck.check);
    // Revocations are heard from ready() (listen, inject) until close(), which closes before the database.
    app.addHook('onReady', sessionCheck.start);
    app.addHook('onClose', sessionCheck.stop);
  }
  registerRateLimitStore(app, config.redisUrl, config.rateLimitPrefix);
  app.addSchema(ErrorEnvelopeSchema);

  const modules = buildModules(db, config, sessionCheck);
  if (config.apiDocs)
    registerDocs(
      app,
      modules.map((module) => module.tag),
    );
  app.register(
    async (api) => {
      for (const module of modules) await module.register(api);
    },
    { prefix: '/api' },
  );
  return app;
}
