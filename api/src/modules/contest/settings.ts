import { positiveInteger } from '../../platform/settings';

/** Environment of the contest module (api/README.md, Contest calls). Read once when the app is built. */
export interface ContestSettings {
  /** Public wheel calls per minute and client address. */
  publicRateLimitPerMinute: number;
  /** A member's spin calls (start and result each count) per minute. */
  spinRateLimitPerMinute: number;
}

export function loadContestSettings(env: NodeJS.ProcessEnv = process.env): ContestSettings {
  return {
    publicRateLimitPerMinute: positiveInteger(env, 'CONTEST_PUBLIC_RATE_LIMIT_PER_MINUTE', 30),
    // A spin's wheel turns for seconds, so a member makes a few a minute; 60 leaves room for quick hands.
    spinRateLimitPerMinute: positiveInteger(env, 'CONTEST_SPIN_RATE_LIMIT_PER_MINUTE', 60),
  };
}
