import type { ChannelListener, Db } from '../../db/db';
import type { AccessCheck } from '../../http/authenticate';
import type { ApiModule } from '../../platform/api-module';
import { isMemberAllowed, isSessionAllowed } from './repository';
import { type AuthRouteOptions, authRoutes } from './routes';
import { createSessionCache } from './session-cache';
import type { SessionsRevoked } from './sessions';

export {
  REFRESH_REUSE_SECONDS,
  type SessionIssuer,
  type SessionsRevoked,
  type TierOf,
  createSessionIssuer,
} from './sessions';
export { type AuthSettings, loadAuthSettings } from './settings';

/** The channel migration 0105's trigger announces each revoked session (family id) on. */
export const SESSION_REVOKED_CHANNEL = 'session_revoked';

/** The check every member-only request passes, and what keeps its memory of sessions true. */
export interface SessionCheck {
  /** Its session not revoked (suspension revokes too), from memory while revocations are heard. */
  check: AccessCheck;
  /** Starts hearing revocations (until then every check asks the database). */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** For the session issuer of this process: forget these sessions now, before any notification. */
  revoked: SessionsRevoked;
}

export function createSessionCheck(db: Db): SessionCheck {
  const cache = createSessionCache({ lookup: (sessionId) => isSessionAllowed(db, sessionId) });
  let listener: ChannelListener | undefined;
  return {
    check: (claims) => (claims.sessionId ? cache.allowed(claims.sessionId) : isMemberAllowed(db, claims.id)),
    async start() {
      listener = await db.listen(SESSION_REVOKED_CHANNEL, cache);
    },
    async stop() {
      await listener?.close();
      listener = undefined;
    },
    revoked: cache.revoked,
  };
}

export const authModule = (options: AuthRouteOptions): ApiModule => ({
  tag: { name: 'auth', description: 'Sign-in, OTP, session refresh and logout, social sign-in' },
  register: async (api) => {
    await api.register(authRoutes, options);
  },
});
