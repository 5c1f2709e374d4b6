import type { Db } from '../../db/db';
import type { AccessCheck } from '../../http/authenticate';
import type { ApiModule } from '../../platform/api-module';
import { isAccessAllowed } from './repository';
import { type AuthRouteOptions, authRoutes } from './routes';

export { type SessionIssuer, type TierOf, createSessionIssuer } from './sessions';
export { type AuthSettings, loadAuthSettings } from './settings';

/** The check every member-only request passes: its session not revoked, its member not suspended. */
export const createAccessCheck =
  (db: Db): AccessCheck =>
  (claims) =>
    isAccessAllowed(db, claims.id, claims.sessionId);

export const authModule = (options: AuthRouteOptions): ApiModule => ({
  tag: { name: 'auth', description: 'Sign-in, OTP, session refresh and logout, social sign-in' },
  register: async (api) => {
    await api.register(authRoutes, options);
  },
});
