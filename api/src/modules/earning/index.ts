import type { ApiModule } from '../../platform/api-module';
import { earningRoutes } from './routes';
import type { EarningService } from './service';

export { type EarningService, createEarningService } from './service';
export { seedDemoSurveys } from './seed';
export { QuizTextError, setQuizText } from './operator';

export const earningModule = (service: EarningService): ApiModule => ({
  tag: {
    name: 'earning',
    description: 'Activity events, quizzes and surveys, referrals, the login streak and activity content',
  },
  register: async (api) => {
    await api.register(earningRoutes, { service });
  },
});
