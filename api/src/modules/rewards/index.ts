import type { Db } from '../../db/db';
import type { ApiModule } from '../../platform/api-module';
import { startOrderExpiry } from './expiry-job';
import { DEMO_REWARDS } from './demo-rewards';
import { rewardImageRoutes } from './image-routes';
import { rewardsRoutes } from './routes';
import type { RewardsService } from './service';

export { type RewardsService, createRewardsService } from './service';
export { type PrizeOrders, createPrizeOrders } from './prize-orders';
export { type PaymentGateway, SANDBOX_NONCES, createBraintreeGateway, createSandboxGateway } from './payment-gateway';
export { type RewardsSettings, loadRewardsSettings } from './settings';
export { expireUnpaidOrders } from './cancellation';
export { startOrderExpiry } from './expiry-job';
export { seedDemoRewards } from './seed';
export { DEMO_REWARDS, VIP_REWARD_SLUG } from './demo-rewards';
/** Operator commands (api/README.md, Operator CLI). */
export {
  OperatorError,
  type OrderNotifier,
  addReward,
  cancelOrder,
  describeAudit,
  editReward,
  importCodes,
  parseCodes,
  setRewardText,
  settlePayment,
  shipOrder,
} from './operator';
export { type RewardFields, findCampaignRewardIds } from './repository';

/** The demo rewards' ids, fixed so the contest module's demo wheel can name them. */
export const DEMO_REWARD_IDS: Record<string, string> = Object.fromEntries(
  DEMO_REWARDS.map((reward) => [reward.slug, reward.id]),
);

/** The module's routes, and the unpaid-order expiry job running while the app is up. */
export const rewardsModule = (
  service: RewardsService,
  options: { db: Db; expiryIntervalSeconds: number; rateLimitPerMinute: number },
): ApiModule => ({
  tag: { name: 'rewards', description: 'Reward catalogue, redemption, orders, payment and downloads' },
  register: async (api) => {
    await api.register(rewardsRoutes, { service, rateLimitPerMinute: options.rateLimitPerMinute });
    await api.register(rewardImageRoutes);
    let stop: (() => Promise<void>) | undefined;
    api.addHook('onReady', async () => {
      stop = startOrderExpiry(options.db, options.expiryIntervalSeconds, api.log);
    });
    api.addHook('onClose', async () => stop?.());
  },
});
