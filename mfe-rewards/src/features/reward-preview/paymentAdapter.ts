import { type CardInput, sandboxNonce } from './sandboxCards';

/**
 * What the payment step asks of a way to pay, whichever it is (docs/product/rewards.md, Payment): the
 * local sandbox's card form or Braintree's drop-in. Either way only a nonce leaves the browser.
 */
export interface PaymentAdapter {
  /** The nonce of the details the member entered, or null while they are missing or incomplete. */
  requestNonce(): Promise<string | null>;
  /** Removes whatever the adapter put on the page (the drop-in's frames and listeners). */
  teardown(): Promise<void>;
}

/** The sandbox's card form: the card becomes one of Braintree's test nonces. */
export function sandboxAdapter(card: CardInput): PaymentAdapter {
  return {
    requestNonce: async () => sandboxNonce(card),
    teardown: async () => undefined,
  };
}

/** Drop-in locales for the portal's languages: the drop-in's own labels follow the member's language. */
const DROP_IN_LOCALES: Record<string, string> = { en: 'en_US', fr: 'fr_FR', es: 'es_ES' };

/**
 * Braintree's official drop-in in `container`, authorised by the client token of GET /s2/pg/pgToken.
 * The package is imported here, on first use, so it is a chunk of its own and never in the first
 * load. Rejects when the drop-in cannot start (a token Braintree refuses, the chunk not loading).
 */
export async function dropInAdapter(
  clientToken: string,
  container: HTMLElement,
  language: string,
): Promise<PaymentAdapter> {
  const dropin = await import('braintree-web-drop-in');
  const instance = await dropin.create({
    authorization: clientToken,
    container,
    locale: DROP_IN_LOCALES[language.slice(0, 2)] ?? 'en_US',
  });
  return {
    async requestNonce() {
      // The drop-in rejects while no valid payment method is entered, and marks the fields itself.
      const payload = await instance.requestPaymentMethod().catch(() => null);
      // A nonce pays once: after a declined payment the member enters the details again.
      if (payload) instance.clearSelectedPaymentMethod();
      return payload?.nonce ?? null;
    },
    teardown: () => instance.teardown(),
  };
}
