import { positiveInteger } from '../../platform/settings';

/** Environment of the purchase-proof code calls (api/README.md "Purchase proof"). Read once when the app is built. */
export interface PackageCodeSettings {
  /** Wrong codes a member may enter in MISS_WINDOW_SECONDS before being refused (docs/product/limits.md). */
  missLimit: number;
  /** Code requests per minute and client address, on top of the per-member lock-out. */
  rateLimitPerMinute: number;
}

/** Accepted package codes per member per rolling 24 hours (docs/product/limits.md, Package codes per 24 hours). */
export const DAILY_CODE_LIMIT = 15;
export const DAILY_WINDOW_SECONDS = 24 * 60 * 60;
/** The window of the wrong-code lock-out: one hour, rolling. */
export const MISS_WINDOW_SECONDS = 60 * 60;

export function loadPackageCodeSettings(env: NodeJS.ProcessEnv = process.env): PackageCodeSettings {
  return {
    missLimit: positiveInteger(env, 'PACKAGE_CODE_MISS_LIMIT', 10),
    rateLimitPerMinute: positiveInteger(env, 'PACKAGE_CODE_RATE_LIMIT_PER_MINUTE', 30),
  };
}
