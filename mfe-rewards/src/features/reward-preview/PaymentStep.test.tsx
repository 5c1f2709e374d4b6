import { useSession } from '@portal/shared';
import { type FakeAnswer, fakeApi, renderPage } from '@portal/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as dropin from 'braintree-web-drop-in';
import { Route, Routes } from 'react-router-dom';
import RewardPreviewPage from './RewardPreviewPage';
import { historyOf, order, REWARD } from './testOrders';

// Braintree's drop-in is a browser widget talking to Braintree: replaced at the edge, the package itself.
jest.mock('braintree-web-drop-in', () => ({ create: jest.fn() }));
const create = jest.mocked(dropin.create);

const ORDER = order({ status: 'AWAITING_PAYMENT' });

const CLIENT_TOKEN = 'eyJ2ZXJzaW9uIjoyLCJhdXRob3JpemF0aW9uRmluZ2VycHJpbnQiOiJ4In0=';

/** A drop-in whose card form yields `nonces` one after the other (an Error: the member left it incomplete). */
function fakeDropIn(...nonces: Array<string | Error>) {
  const instance = {
    requestPaymentMethod: jest.fn(async () => {
      const next = nonces.shift();
      if (!next || next instanceof Error) throw next ?? new Error('No payment method is available.');
      return { nonce: next, type: 'CreditCard' };
    }),
    clearSelectedPaymentMethod: jest.fn(),
    teardown: jest.fn(async () => undefined),
  };
  create.mockResolvedValue(instance);
  return instance;
}

/** The member continues an order waiting for its payment; the API gives a Braintree client token. */
function payOrder(
  token: FakeAnswer = { httpCode: 200, data: { token: CLIENT_TOKEN, sandbox: false } },
  language: 'en' | 'fr' = 'en',
) {
  useSession.getState().login({ id: 'm1', email: 'dana@example.com' }, { accessToken: 'a', refreshToken: 'r' });
  useSession.getState().setPointBalance(300);
  const checkouts: string[] = [];
  const api = fakeApi({
    [`GET /s1/reward/campaign/${REWARD.id}`]: { httpCode: 200, data: REWARD },
    'GET /s1/points/myreward': historyOf(ORDER),
    'GET /s2/pg/pgToken': token,
    [`PUT /s2/rewards/order/${ORDER.id}/checkout`]: ({ data }) => {
      const nonce = (data as { paymentMethodNonce: string }).paymentMethodNonce;
      checkouts.push(nonce);
      const ok = nonce !== 'tokencc_declined';
      return {
        httpCode: 200,
        data: {
          transactionId: ok ? 'bt-tx-1' : null,
          transactionDate: '2026-11-01T10:05:00.000Z',
          transactionStatus: ok ? 'SUCCESS' : 'FAILED',
          order: { ...ORDER, status: ok ? 'CONFIRMED' : 'AWAITING_PAYMENT' },
        },
      };
    },
  });
  const view = renderPage(
    <Routes>
      <Route path="/reward-preview/:id" element={<RewardPreviewPage />} />
    </Routes>,
    { path: `/reward-preview/${REWARD.id}?order=${ORDER.id}`, language },
  );
  return { ...view, api, checkouts };
}

const payButton = () => screen.findByRole('button', { name: /^Pay \$7\.00$/ });

beforeEach(() => create.mockReset());

describe('payment with Braintree configured', () => {
  it('creates the drop-in with the client token and pays with its nonce', async () => {
    const instance = fakeDropIn('tokencc_bc_valid');
    const user = userEvent.setup();
    payOrder();
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    const options = create.mock.calls[0]![0];
    expect(options.authorization).toBe(CLIENT_TOKEN);
    expect(screen.getByTestId('braintree-drop-in')).toContainElement(options.container);
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /PayPal/ })).not.toBeInTheDocument();

    await user.click(await payButton());
    expect(await screen.findByText(/Your transaction has been successfully completed!/)).toBeInTheDocument();
    expect(screen.getByText(/Transaction bt-tx-1/)).toBeInTheDocument();
    expect(instance.requestPaymentMethod).toHaveBeenCalledTimes(1);
    // The payment step is gone, and the drop-in with it.
    expect(instance.teardown).toHaveBeenCalledTimes(1);
  });

  it('asks for the payment details while the drop-in has none, and sends nothing', async () => {
    fakeDropIn(new Error('No payment method is available.'), 'tokencc_bc_valid');
    const user = userEvent.setup();
    const { checkouts } = payOrder();
    await user.click(await payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please Enter Payment details');
    expect(checkouts).toEqual([]);
    await user.click(await payButton());
    expect(await screen.findByText(/Your transaction has been successfully completed!/)).toBeInTheDocument();
    expect(checkouts).toEqual(['tokencc_bc_valid']);
  });

  it('says "Error in Payment Process" for a declined payment and pays with the details entered again', async () => {
    const instance = fakeDropIn('tokencc_declined', 'tokencc_bc_valid');
    const user = userEvent.setup();
    const { checkouts } = payOrder();
    await user.click(await payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Error in Payment Process');
    // The reason has focus, where the disabled button lost it: a screen reader reads it, Tab goes on.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    // A nonce pays once: the drop-in is cleared for the member to enter the details again.
    expect(instance.clearSelectedPaymentMethod).toHaveBeenCalled();
    await user.click(await payButton());
    expect(await screen.findByText(/Your transaction has been successfully completed!/)).toBeInTheDocument();
    expect(checkouts).toEqual(['tokencc_declined', 'tokencc_bc_valid']);
  });

  it('says "Error in Token generation" when the drop-in refuses the token', async () => {
    create.mockRejectedValue(new Error('There was an error creating Drop-in.'));
    payOrder();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error in Token generation');
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('says "Error in Token generation" without a client token, and never loads the drop-in', async () => {
    payOrder({ httpCode: 500, code: 'server.error', message: 'Something went wrong.' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error in Token generation');
    expect(create).not.toHaveBeenCalled();
  });

  it('tears the drop-in down when the member leaves the page', async () => {
    const instance = fakeDropIn('tokencc_bc_valid');
    const { unmount } = payOrder();
    await waitFor(async () => expect(await payButton()).toBeEnabled());
    unmount();
    await waitFor(() => expect(instance.teardown).toHaveBeenCalledTimes(1));
  });

  it('asks for the sandbox card expiry in the format its French label gives', async () => {
    payOrder({ httpCode: 200, data: { token: 'sandbox_x', sandbox: true } }, 'fr');
    expect(await screen.findByLabelText('Expiration (MM/AA)')).toHaveAttribute('placeholder', 'MM/AA');
  });

  it('shows the drop-in in the member’s language', async () => {
    fakeDropIn();
    payOrder(undefined, 'fr');
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls.at(-1)![0].locale).toBe('fr_FR');
    expect(await screen.findByText(/vont directement à Braintree/)).toBeInTheDocument();
  });
});
