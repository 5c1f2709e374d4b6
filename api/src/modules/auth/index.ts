import type { ApiModule } from '../../platform/api-module';
import { type AuthRouteOptions, authRoutes } from './routes';

export { type SessionIssuer, type TierOf, createSessionIssuer } from './sessions';
export { type AuthSettings, loadAuthSettings } from './settings';

export const authModule = (options: AuthRouteOptions): ApiModule => ({
  tag: { name: 'auth', description: 'Sign-in, OTP, session refresh and logout, social sign-in' },
  register: async (api) => {
    await api.register(authRoutes, options);
  },
});
