import { SANDBOX_NONCES, sandboxNonce } from './sandboxCards';

describe('the sandbox card form', () => {
  it('turns Braintree’s test cards into their nonces and refuses incomplete details', () => {
    const card = { number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123' };
    expect(sandboxNonce(card)).toBe(SANDBOX_NONCES.valid);
    expect(sandboxNonce({ ...card, number: '4000-1111-1111-1115' })).toBe(SANDBOX_NONCES.declined);
    expect(sandboxNonce({ ...card, number: '4111 1111 1111 1112' })).toBeNull();
    expect(sandboxNonce({ ...card, expiry: '13/30' })).toBeNull();
    expect(sandboxNonce({ ...card, cvv: '' })).toBeNull();
  });
});
