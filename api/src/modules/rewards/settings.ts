export interface BraintreeSettings {
  environment: 'Sandbox' | 'Production';
  merchantId: string;
  publicKey: string;
  privateKey: string;
}

/** BRAINTREE_ENVIRONMENT, BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY, BRAINTREE_PRIVATE_KEY; undefined for the sandbox. */
export function loadBraintreeSettings(env: NodeJS.ProcessEnv = process.env): BraintreeSettings | undefined {
  const { BRAINTREE_MERCHANT_ID: merchantId, BRAINTREE_PUBLIC_KEY: publicKey, BRAINTREE_PRIVATE_KEY: privateKey } = env;
  if (!merchantId || !publicKey || !privateKey) return undefined;
  const environment = env.BRAINTREE_ENVIRONMENT === 'production' ? 'Production' : 'Sandbox';
  return { environment, merchantId, publicKey, privateKey };
}

export interface RewardsSettings {
  /** An unpaid physical order is cancelled after this many minutes (ORDER_PAYMENT_TIMEOUT_MINUTES, default 30). */
  paymentTimeoutMinutes: number;
  /** How often the API looks for such orders (ORDER_EXPIRY_INTERVAL_SECONDS, default 60; 0 turns the job off). */
  expiryIntervalSeconds: number;
  /** Redemptions, address changes and checkouts per member and minute (REWARDS_RATE_LIMIT_PER_MINUTE, default 30). */
  rateLimitPerMinute: number;
  braintree: BraintreeSettings | undefined;
}

function positiveNumber(value: string | undefined, fallback: number, name: string, allowZero = false): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0 || (!allowZero && parsed === 0)) {
    throw new Error(`${name} must be a positive number, got "${value}".`);
  }
  return parsed;
}

export function loadRewardsSettings(env: NodeJS.ProcessEnv = process.env): RewardsSettings {
  return {
    paymentTimeoutMinutes: positiveNumber(env.ORDER_PAYMENT_TIMEOUT_MINUTES, 30, 'ORDER_PAYMENT_TIMEOUT_MINUTES'),
    expiryIntervalSeconds: positiveNumber(env.ORDER_EXPIRY_INTERVAL_SECONDS, 60, 'ORDER_EXPIRY_INTERVAL_SECONDS', true),
    rateLimitPerMinute: positiveNumber(env.REWARDS_RATE_LIMIT_PER_MINUTE, 30, 'REWARDS_RATE_LIMIT_PER_MINUTE'),
    braintree: loadBraintreeSettings(env),
  };
}
