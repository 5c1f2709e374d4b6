/** Environment of the contest module (api/README.md, Contest calls). Read once when the app is built. */
export interface ContestSettings {
  /** Public wheel calls per minute and client address. */
  publicRateLimitPerMinute: number;
}

export function loadContestSettings(env: NodeJS.ProcessEnv = process.env): ContestSettings {
  const value = env.CONTEST_PUBLIC_RATE_LIMIT_PER_MINUTE;
  const perMinute = value ? Number(value) : 30;
  if (!Number.isInteger(perMinute) || perMinute < 1) {
    throw new Error(`CONTEST_PUBLIC_RATE_LIMIT_PER_MINUTE must be a positive integer, got "${value}".`);
  }
  return { publicRateLimitPerMinute: perMinute };
}
