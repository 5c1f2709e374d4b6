import type { ApiModule } from '../../platform/api-module';
import { publicContestRoutes } from './public-routes';
import { contestRoutes } from './routes';
import type { ContestService } from './service';
import type { ContestSettings } from './settings';

export { type ContestService, type ContestDeps, createContestService } from './service';
export { type ContestSettings, loadContestSettings } from './settings';
export { seedDemoContests } from './seed';
export { DEMO_PUBLIC_TOKEN } from './demo-contests';
export {
  configureLimits,
  ContestLimitsError,
  contestBySlug,
  createContest,
  createPublicLink,
  type NewContest,
  recentSpins,
  saveWheel,
  setContestEnglish,
  setContestText,
  switchContest,
} from './operator';
export type { ContestLimits, PrizePeriod } from './repository';
export type { SegmentInput } from './wheel-rules';

export const contestModule = (service: ContestService, settings: ContestSettings): ApiModule => ({
  tag: { name: 'contest', description: 'Contests and the prize wheel: member and public spins drawn by the server' },
  register: async (api) => {
    await api.register(contestRoutes, { service, spinRateLimitPerMinute: settings.spinRateLimitPerMinute });
    await api.register(publicContestRoutes, { service, rateLimitPerMinute: settings.publicRateLimitPerMinute });
  },
});
