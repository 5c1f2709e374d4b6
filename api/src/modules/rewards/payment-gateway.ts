import { createHash, randomBytes } from 'node:crypto';
import braintree from 'braintree';
import type { TransactionStatus } from '@portal/kit/contracts';
import type { BraintreeSettings } from './settings';

/** What a sale came to at the gateway: the portal shows SUCCESS, PENDING or failed (docs/product/rewards.md, Payment). */
export interface SaleResult {
  status: TransactionStatus;
  transactionId: string | null;
}

/** The payment provider behind the checkout. The nonce stands for the card: no card number reaches the API. */
export interface PaymentGateway {
  readonly sandbox: boolean;
  clientToken(): Promise<string>;
  sale(sale: { amount: string; nonce: string; orderId: string }): Promise<SaleResult>;
}

/**
 * Braintree's documented test nonces the sandbox understands (docs/product/rewards.md, Payment):
 * a valid card succeeds, a processor-declined card fails, a PayPal one-time payment stays pending
 * (Braintree's settlement-pending case). Any other nonce fails as a gateway rejection would.
 */
export const SANDBOX_NONCES = {
  valid: 'fake-valid-nonce',
  declined: 'fake-processor-declined-visa-nonce',
  pending: 'fake-paypal-one-time-nonce',
} as const;

const SANDBOX_OUTCOMES: Record<string, TransactionStatus> = {
  [SANDBOX_NONCES.valid]: 'SUCCESS',
  'fake-valid-visa-nonce': 'SUCCESS',
  'fake-valid-mastercard-nonce': 'SUCCESS',
  [SANDBOX_NONCES.declined]: 'FAILED',
  'fake-processor-declined-mastercard-nonce': 'FAILED',
  [SANDBOX_NONCES.pending]: 'PENDING',
};

/** The local default: behaves like Braintree's sandbox, with no network and no account. */
export function createSandboxGateway(): PaymentGateway {
  return {
    sandbox: true,
    async clientToken() {
      const token = { environment: 'sandbox', authorizationFingerprint: randomBytes(16).toString('hex') };
      return `sandbox_${Buffer.from(JSON.stringify(token)).toString('base64url')}`;
    },
    async sale({ nonce, orderId }) {
      const status = SANDBOX_OUTCOMES[nonce] ?? 'FAILED';
      const transactionId =
        status === 'FAILED' ? null : createHash('sha256').update(`${orderId}:${nonce}`).digest('hex').slice(0, 8);
      return { status, transactionId };
    },
  };
}

/** Braintree's transaction statuses as the portal shows them. */
export function braintreeStatus(status: string | undefined): TransactionStatus {
  if (status === 'settlement_pending' || status === 'authorizing' || status === 'settlement_confirmed')
    return 'PENDING';
  if (status === 'submitted_for_settlement' || status === 'settled' || status === 'settling' || status === 'authorized')
    return 'SUCCESS';
  return 'FAILED';
}

/** The official `braintree` package, used when BRAINTREE_* credentials are configured. */
export function createBraintreeGateway(settings: BraintreeSettings): PaymentGateway {
  const gateway = new braintree.BraintreeGateway({
    environment: braintree.Environment[settings.environment],
    merchantId: settings.merchantId,
    publicKey: settings.publicKey,
    privateKey: settings.privateKey,
  });
  return {
    sandbox: false,
    async clientToken() {
      return (await gateway.clientToken.generate({})).clientToken;
    },
    async sale({ amount, nonce, orderId }) {
      const result = await gateway.transaction.sale({
        amount,
        paymentMethodNonce: nonce,
        orderId,
        options: { submitForSettlement: true },
      });
      const transaction = result.transaction;
      return { status: braintreeStatus(transaction?.status), transactionId: transaction?.id ?? null };
    },
  };
}
