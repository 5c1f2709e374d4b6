import { positiveInteger } from '../../platform/settings';

/** Environment of the lookup module (README "Address lookup"). Read once when the app is built. */
export interface LookupSettings {
  /** Requests per minute and client address; the finder calls once per pause in typing. */
  rateLimitPerMinute: number;
  /** A remote maps provider for a future adapter; the local directory answers while none exists. */
  remoteUrl: string | undefined;
}

export function loadLookupSettings(env: NodeJS.ProcessEnv = process.env): LookupSettings {
  return {
    rateLimitPerMinute: positiveInteger(env, 'ADDRESS_LOOKUP_RATE_LIMIT_PER_MINUTE', 60),
    remoteUrl: env.ADDRESS_LOOKUP_URL || undefined,
  };
}
