/**
 * The local sandbox's card form (docs/product/rewards.md, Payment): the card stays in the browser
 * and becomes one of Braintree's documented test nonces, which is all the API receives.
 */
export const SANDBOX_NONCES = {
  valid: 'fake-valid-nonce',
  declined: 'fake-processor-declined-visa-nonce',
  pending: 'fake-paypal-one-time-nonce',
} as const;

/** Braintree's test card that the processor declines. */
export const DECLINED_TEST_CARD = '4000111111111115';

export interface CardInput {
  number: string;
  expiry: string;
  cvv: string;
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

const EXPIRY = /^(0[1-9]|1[0-2])\/\d{2}$/;

/** The nonce of a complete card, or null when the details are missing or malformed. */
export function sandboxNonce(card: CardInput): string | null {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !luhn(digits)) return null;
  if (!EXPIRY.test(card.expiry.trim()) || !/^\d{3,4}$/.test(card.cvv.trim())) return null;
  return digits === DECLINED_TEST_CARD ? SANDBOX_NONCES.declined : SANDBOX_NONCES.valid;
}

/** Money as the member reads it, in their language. */
export const formatAmount = (amount: number, currency: string, language: string): string =>
  new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount);
