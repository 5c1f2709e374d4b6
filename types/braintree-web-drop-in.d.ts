/**
 * The part of Braintree's drop-in (braintree-web-drop-in, which ships no types) the rewards remote
 * uses: https://braintree.github.io/braintree-web-drop-in/docs/current/module-braintree-web-drop-in.html
 */
declare module 'braintree-web-drop-in' {
  export interface PaymentMethodPayload {
    nonce: string;
    type: string;
  }

  export interface Dropin {
    requestPaymentMethod(): Promise<PaymentMethodPayload>;
    clearSelectedPaymentMethod(): void;
    teardown(): Promise<void>;
  }

  export interface DropinOptions {
    authorization: string;
    container: HTMLElement;
    locale?: string;
  }

  export function create(options: DropinOptions): Promise<Dropin>;
}
