import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { hookList } from '../../http/hooks';
import { DomainError } from '../../platform/domain-error';
import type { CampaignService } from './service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route earns or spends points: it answers only while the campaign is live (whileLive). */
    whileLive?: boolean;
  }
}

/** Route config of a call that earns or spends points; spread beside a rate limit's config. */
export const whileLive = { whileLive: true } as const;

/**
 * The server's side of the shell's campaign guard (decision 11): while the campaign is under maintenance,
 * not started or ended, a call that earns or spends points is refused, whoever sends it. The shell shows
 * its state screen then, so only a script gets these answers. The check runs after authentication and
 * before validation. Register before the modules, so every route is seen as it is added.
 */
export function registerLiveGuard(app: FastifyInstance, campaign: CampaignService): void {
  const assertLive: onRequestHookHandler = async () => {
    const { status, campaignState } = await campaign.getConfig();
    if (status !== 'active') throw new DomainError('campaign.maintenance', 503);
    if (campaignState === 'expired') throw new DomainError('campaign.ended', 403);
    if (campaignState === 'coming') throw new DomainError('campaign.notStarted', 403);
  };
  app.addHook('onRoute', (route) => {
    if (!route.config?.whileLive) return;
    route.preValidation = [assertLive, ...hookList(route.preValidation)];
  });
}
