/** Environment of the lookup module (README "Address lookup"). Read once when the app is built. */
export interface LookupSettings {
  /** Requests per minute and client address; the finder calls once per pause in typing. */
  rateLimitPerMinute: number;
  /** A remote maps provider for a future adapter; the local directory answers while none exists. */
  remoteUrl: string | undefined;
}

export function loadLookupSettings(env: NodeJS.ProcessEnv = process.env): LookupSettings {
  const value = env.ADDRESS_LOOKUP_RATE_LIMIT_PER_MINUTE;
  const perMinute = value ? Number(value) : 60;
  if (!Number.isInteger(perMinute) || perMinute < 1) {
    throw new Error(`ADDRESS_LOOKUP_RATE_LIMIT_PER_MINUTE must be a positive integer, got "${value}".`);
  }
  return { rateLimitPerMinute: perMinute, remoteUrl: env.ADDRESS_LOOKUP_URL || undefined };
}
