import { REFRESH_PATH, useSession } from '@portal/shared';
import { fakeApi, renderPage } from '@portal/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import RewardPreviewPage from './RewardPreviewPage';
import { historyOf, order, REWARD } from './testOrders';
import VipSupportPage from './VipSupportPage';

function renderPreview(path = `/reward-preview/${REWARD.id}`, language: 'en' | 'fr' = 'en') {
  return renderPage(
    <Routes>
      <Route path="/reward-preview/vip-customer-support" element={<VipSupportPage />} />
      <Route path="/reward-preview/:id" element={<RewardPreviewPage />} />
    </Routes>,
    { path, language },
  );
}

function signIn(points: number, tier = 1) {
  useSession.getState().login({ id: 'm1', email: 'dana@example.com' }, { accessToken: 'a', refreshToken: 'r' });
  useSession.getState().setPointBalance(points);
  useSession.setState({ tier });
}

/** The answers that take a member with 300 points from REWARD's page to its address step. */
const TO_ADDRESS_STEP = {
  [`GET /s1/reward/campaign/${REWARD.id}`]: { httpCode: 200, data: REWARD },
  [`POST /s2/rewards/campaign/redeem/${REWARD.id}`]: { httpCode: 200, data: order({}) },
  'GET /s1/points/pointbalance': { httpCode: 200, data: { pointBalance: 100, lifetimePoints: 300 } },
};

/**
 * The answers up to the payment step for a member whose profile holds a New York address with its state and
 * country as codes; the addresses the form sends are collected in the array returned.
 */
function profileAddressServer(): unknown[] {
  const sent: unknown[] = [];
  fakeApi({
    ...TO_ADDRESS_STEP,
    'GET /s2/identities/m1': {
      httpCode: 200,
      data: { suite: '4B', address: '350 5th Ave', city: 'New York', state: 'NY', country: 'US', zip: '10118' },
    },
    [`PUT /s2/rewards/order/address/${order({}).id}`]: ({ data }) => {
      sent.push(data);
      return { httpCode: 200, data: order({ status: 'AWAITING_PAYMENT' }) };
    },
    'GET /s2/pg/pgToken': { httpCode: 200, data: { token: 'sandbox_x', sandbox: true } },
  });
  return sent;
}

describe('reward preview', () => {
  it('redeems a physical reward, refuses a bad zip, then pays after a declined card', async () => {
    signIn(300);
    const checkouts: string[] = [];
    fakeApi({
      ...TO_ADDRESS_STEP,
      'GET /s2/identities/m1': { httpCode: 200, data: { address: '100 Main Street', city: 'Austin', zip: '787' } },
      [`PUT /s2/rewards/order/address/${order({}).id}`]: { httpCode: 200, data: order({ status: 'AWAITING_PAYMENT' }) },
      'GET /s2/pg/pgToken': { httpCode: 200, data: { token: 'sandbox_x', sandbox: true } },
      [`PUT /s2/rewards/order/${order({}).id}/checkout`]: ({ data }) => {
        const nonce = (data as { paymentMethodNonce: string }).paymentMethodNonce;
        checkouts.push(nonce);
        const ok = nonce === 'fake-valid-nonce';
        return {
          httpCode: 200,
          data: {
            transactionId: ok ? 'tx1' : null,
            transactionDate: '2026-11-01T10:05:00.000Z',
            transactionStatus: ok ? 'SUCCESS' : 'FAILED',
            order: order({ status: ok ? 'CONFIRMED' : 'AWAITING_PAYMENT' }),
          },
        };
      },
    });
    const user = userEvent.setup();
    renderPreview();
    const redeem = await screen.findByRole('button', { name: 'Redeem' });
    // The page's heading names the reward; its details do not say it again.
    expect(screen.getByRole('heading', { level: 1, name: REWARD.itemName })).toBeInTheDocument();
    expect(screen.getAllByText(REWARD.itemName)).toHaveLength(1);
    await user.click(redeem);
    // Each step that replaces the last takes focus to its title: the button pressed has gone with it.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Shipping address' })).toHaveFocus());
    // The address now names the order, so a reload comes back to this step rather than to Redeem.
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/reward-preview/${REWARD.id}?order=${order({}).id}`),
    );
    expect(await screen.findByDisplayValue('Austin')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Suite / Apt'), '4B');
    await user.type(screen.getByLabelText('Country'), 'USA');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Error: Invalid zip!')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Zip Code'));
    await user.type(screen.getByLabelText('Zip Code'), '78701');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(screen.getByRole('heading', { name: 'Payment' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: /^Pay \$7\.00$/ }));
    expect(screen.getByText('Please Enter Payment details')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Card number'), '4000 1111 1111 1115');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/30');
    await user.type(screen.getByLabelText('CVV'), '123');
    await user.click(screen.getByRole('button', { name: /^Pay \$/ }));
    // The Pay button was disabled while the gateway answered: focus is on the reason, not on the document.
    const declined = await screen.findByText('Error in Payment Process');
    await waitFor(() => expect(declined).toHaveFocus());
    await user.clear(screen.getByLabelText('Card number'));
    await user.type(screen.getByLabelText('Card number'), '4111 1111 1111 1111');
    await user.click(screen.getByRole('button', { name: /^Pay \$/ }));
    expect(await screen.findByText(/Your transaction has been successfully completed!/)).toHaveFocus();
    // The paid order no longer names itself in the address: the router's update follows the page's.
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^/reward-preview/${REWARD.id}$`)),
    );
    expect(checkouts).toEqual(['fake-processor-declined-visa-nonce', 'fake-valid-nonce']);
    expect(useSession.getState().pointBalance).toBe(100);
  });

  it('says the order is on hold, with no second Pay, when the server could not confirm the payment', async () => {
    signIn(300);
    const onHold =
      'We could not confirm your payment. Your order is on hold while we check it, so it cannot be charged twice.';
    fakeApi({
      ...TO_ADDRESS_STEP,
      'GET /s2/identities/m1': { httpCode: 200, data: { address: '100 Main Street', city: 'Austin', zip: '78701' } },
      [`PUT /s2/rewards/order/address/${order({}).id}`]: { httpCode: 200, data: order({ status: 'AWAITING_PAYMENT' }) },
      'GET /s2/pg/pgToken': { httpCode: 200, data: { token: 'sandbox_x', sandbox: true } },
      [`PUT /s2/rewards/order/${order({}).id}/checkout`]: {
        httpCode: 502,
        code: 'payment.unconfirmed',
        message: onHold,
      },
    });
    const user = userEvent.setup();
    renderPreview();
    await user.click(await screen.findByRole('button', { name: 'Redeem' }));
    await user.type(await screen.findByLabelText('Suite / Apt'), '4B');
    await user.type(screen.getByLabelText('Country'), 'USA');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('Card number'), '4111 1111 1111 1111');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/30');
    await user.type(screen.getByLabelText('CVV'), '123');
    await user.click(screen.getByRole('button', { name: /^Pay \$/ }));
    expect(await screen.findByText(onHold)).toHaveFocus();
    expect(screen.queryByRole('button', { name: /^Pay \$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Rewards' })).toBeInTheDocument();
  });

  it("sends the profile's address with its state and country codes written out, so the shipping rule passes", async () => {
    signIn(300);
    const sent = profileAddressServer();
    const user = userEvent.setup();
    renderPreview();
    await user.click(await screen.findByRole('button', { name: 'Redeem' }));
    expect(await screen.findByLabelText('State')).toHaveValue('New York');
    expect(screen.getByLabelText('Country')).toHaveValue('United States');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    expect(sent).toEqual([
      {
        suite: '4B',
        address: '350 5th Ave',
        city: 'New York',
        state: 'New York',
        country: 'United States',
        zip: '10118',
      },
    ]);
  });

  /** A member with 300 points, a 50-point digital reward, and its redemption completed with its code. */
  function redeemsDigital() {
    signIn(300);
    const digital = { ...REWARD, type: 'DIGITAL' as const, redeemPoints: 50 };
    fakeApi({
      [`GET /s1/reward/campaign/${REWARD.id}`]: { httpCode: 200, data: digital },
      'GET /s1/points/pointbalance': { httpCode: 200, data: { pointBalance: 250, lifetimePoints: 300 } },
      [`POST /s2/rewards/campaign/redeem/${REWARD.id}`]: {
        httpCode: 200,
        data: order({ rewardType: 'DIGITAL', status: 'COMPLETED', code: 'GIFT-0001', downloadFilename: 'voucher.pdf' }),
      },
    });
  }

  it('shows the code and the voucher download of a digital reward', async () => {
    redeemsDigital();
    const user = userEvent.setup();
    renderPreview();
    await user.click(await screen.findByRole('button', { name: 'Redeem' }));
    expect(await screen.findByTestId('reward-code')).toHaveTextContent('GIFT-0001');
    expect(screen.getByRole('link', { name: 'Download voucher' })).toHaveAttribute(
      'href',
      `/download/activity-sheet/${order({}).id}/voucher.pdf`,
    );
  });

  it.each([['Escape'], ['its × button']])(
    "closes the digital reward's dialog with %s and goes to My Rewards, leaving no dialog holding focus",
    async (how) => {
      redeemsDigital();
      const user = userEvent.setup();
      renderPreview();
      await user.click(await screen.findByRole('button', { name: 'Redeem' }));
      const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      if (how === 'Escape') await user.keyboard('{Escape}');
      else await user.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/my-rewards$/);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // The shell gives My Rewards' heading focus once no dialog holds it (docs/product/shell.md).
      expect(document.activeElement?.closest('[aria-modal="true"]')).toBeNull();
    },
  );

  it.each([
    [
      { httpCode: 406, code: 'reward.alreadyRedeemed', message: 'You have already redeemed this reward.' },
      'You have already redeemed this reward.',
    ],
    [
      { httpCode: 403, code: 'reward.outOfStock', message: 'This reward is temporarily out of stock.' },
      'This reward is temporarily out of stock.',
    ],
    [{ httpCode: 500, code: 'server.error', message: 'Something went wrong.' }, 'Something went wrong'],
  ])('shows the refusal %#', async (answer, shown) => {
    signIn(300);
    fakeApi({
      [`GET /s1/reward/campaign/${REWARD.id}`]: { httpCode: 200, data: REWARD },
      [`POST /s2/rewards/campaign/redeem/${REWARD.id}`]: answer,
    });
    const user = userEvent.setup();
    renderPreview();
    await user.click(await screen.findByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${shown}$`));
  });

  it('answers "Requested entity not found!" for a missing reward and disables Redeem without the points', async () => {
    signIn(10);
    fakeApi({
      [`GET /s1/reward/campaign/${REWARD.id}`]: { httpCode: 200, data: REWARD },
      'GET /s1/reward/campaign/missing': { httpCode: 400, code: 'request.invalid', message: 'Invalid request.' },
    });
    const { unmount } = renderPreview();
    expect(await screen.findByRole('button', { name: 'Redeem' })).toBeDisabled();
    expect(screen.getByText('You need 190 more points to redeem this reward.')).toBeInTheDocument();
    unmount();
    renderPreview('/reward-preview/missing');
    expect(await screen.findByText('Requested entity not found!')).toBeInTheDocument();
  });

  it('leads a member who already took a once-only reward to My Rewards, where its code is', async () => {
    signIn(300);
    fakeApi({
      [`GET /s1/reward/campaign/${REWARD.id}`]: { httpCode: 200, data: { ...REWARD, alreadyRedeemed: true } },
    });
    const user = userEvent.setup();
    renderPreview();
    expect(await screen.findByRole('button', { name: 'Redeem' })).toBeDisabled();
    expect(screen.getByText('Already redeemed')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to My Rewards' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/my-rewards$/);
  });

  it('says a discontinued reward was discontinued, not that it is out of stock, and keeps Redeem off', async () => {
    signIn(300);
    const gone = { ...REWARD, type: 'DIGITAL' as const, discontinuedFrom: '2022-03-30T00:00:00Z' };
    fakeApi({ [`GET /s1/reward/campaign/${REWARD.id}`]: { httpCode: 200, data: gone } });
    renderPreview();
    expect(await screen.findByText('Digital rewards were discontinued as of March 30, 2022.')).toBeInTheDocument();
    expect(screen.queryByText('Temporarily out of stock')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Redeem' })).toBeDisabled();
  });

  it('writes the points and the price as French writes a label, a space before the colon', async () => {
    signIn(300);
    fakeApi({ [`GET /s1/reward/campaign/${REWARD.id}`]: { httpCode: 200, data: REWARD } });
    renderPreview(undefined, 'fr');
    expect((await screen.findByText('Points requis :')).parentElement).toHaveTextContent(
      /^Points requis : 200 points$/,
    );
    expect(screen.getByText(/^Prix : 2,00/)).toBeInTheDocument();
  });

  it('names only the shipping of a physical reward without a price, never a price of $0.00', async () => {
    signIn(300);
    const cap = { ...REWARD, redeemPrice: 0, shippingCharge: 4.99 };
    fakeApi({ [`GET /s1/reward/campaign/${REWARD.id}`]: { httpCode: 200, data: cap } });
    renderPreview();
    expect(await screen.findByText('Shipping: $4.99')).toBeInTheDocument();
    expect(screen.queryByText(/\$0\.00/)).not.toBeInTheDocument();
  });

  it('names a refused shipping field by its French word', async () => {
    signIn(300);
    fakeApi({
      ...TO_ADDRESS_STEP,
      'GET /s2/identities/m1': { httpCode: 200, data: { address: '100 Main Street', city: 'Austin', zip: '787' } },
    });
    const user = userEvent.setup();
    renderPreview(undefined, 'fr');
    await user.click(await screen.findByRole('button', { name: 'Échanger' }));
    // The reward's name is a label, not a noun with its article: the question introduces it.
    const lead = await screen.findByText(/^Où devons-nous envoyer/);
    expect(lead.textContent).toBe('Où devons-nous envoyer votre récompense «\u00a0XL USB charger\u00a0»\u00a0?');
    await user.click(await screen.findByRole('button', { name: 'Continuer' }));
    expect(screen.getByText('Erreur : code postal invalide !')).toBeInTheDocument();
    expect(screen.getByText('Erreur : appartement invalide !')).toBeInTheDocument();
  });

  it("shows a French member the profile's country in French and keeps it in English on the order", async () => {
    signIn(300);
    const sent = profileAddressServer();
    const user = userEvent.setup();
    renderPreview(undefined, 'fr');
    await user.click(await screen.findByRole('button', { name: 'Échanger' }));
    expect(await screen.findByLabelText('Pays')).toHaveValue('États-Unis');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByRole('heading', { name: 'Paiement' })).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ country: 'United States', state: 'New York' })]);
  });

  it('locks VIP support below tier 4 and shows the contacts at tier 4', async () => {
    signIn(0, 1);
    const { unmount } = renderPreview('/reward-preview/vip-customer-support');
    expect(screen.getByTestId('vip-locked')).toBeInTheDocument();
    expect(screen.getByText('Points Required: 0')).toBeInTheDocument();
    unmount();
    signIn(0, 4);
    renderPreview('/reward-preview/vip-customer-support');
    expect(screen.getByText(/Monday to Friday, 9 to 5 ET/)).toBeInTheDocument();
    expect(screen.getByText(/\(24\/7\)/)).toBeInTheDocument();
  });
});

describe('an unfinished order', () => {
  it("gives back the address typed when the session ended, at the order's step after the next sign-in", async () => {
    signIn(300);
    sessionStorage.clear();
    const profile = { httpCode: 200, data: { address: '100 Main Street', city: 'Austin', zip: '78701' } };
    fakeApi({
      ...TO_ADDRESS_STEP,
      'GET /s2/identities/m1': profile,
      [`PUT /s2/rewards/order/address/${order({}).id}`]: { httpCode: 401 },
      [`POST ${REFRESH_PATH}`]: { httpCode: 401 },
    });
    const user = userEvent.setup();
    const page = renderPreview();
    await user.click(await screen.findByRole('button', { name: 'Redeem' }));
    await user.type(await screen.findByLabelText('Suite / Apt'), '12C');
    await user.type(screen.getByLabelText('Country'), 'USA');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(useSession.getState().user).toBeNull());
    const kept = screen.getByTestId('location').textContent!;
    page.unmount();

    signIn(100);
    fakeApi({
      [`GET /s1/reward/campaign/${REWARD.id}`]: { httpCode: 200, data: REWARD },
      'GET /s1/points/myreward': historyOf(order({})),
      'GET /s2/identities/m1': profile,
    });
    renderPreview(kept);
    expect(await screen.findByLabelText('Suite / Apt')).toHaveValue('12C');
    expect(screen.getByLabelText('Country')).toHaveValue('USA');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your session ended before you continued. We kept the address you had typed: check it, then continue.',
    );
    expect(screen.queryByRole('button', { name: 'Redeem' })).toBeNull();
  });

  it('continues from My Rewards at the address step', async () => {
    signIn(300);
    const earlier = order({});
    fakeApi({
      [`GET /s1/reward/campaign/${REWARD.id}`]: { httpCode: 200, data: REWARD },
      'GET /s1/points/myreward': historyOf(earlier),
      'GET /s2/identities/m1': { httpCode: 200, data: {} },
    });
    renderPreview(`/reward-preview/${REWARD.id}?order=${earlier.id}`);
    expect(await screen.findByRole('heading', { name: 'Shipping address' })).toBeInTheDocument();
  });
});
