import { DEMO_CAMPAIGN, fakeApi, renderPage } from '@portal/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { CONFIRM_ACCOUNT_PATH, ConfirmAccountPage } from './ConfirmAccountPage';

describe('the confirm account page', () => {
  it('confirms the mailed token once, says so and goes to /login', async () => {
    const { calls } = fakeApi({ [`POST ${CONFIRM_ACCOUNT_PATH}`]: { httpCode: 200 } });
    renderPage(<ConfirmAccountPage />, { path: '/confirm-account?token=t1', campaign: DEMO_CAMPAIGN });
    expect(await screen.findByText('Account Confirmed you can login now')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(calls).toHaveLength(1);
    // The server reads the mailed token from the query (api identity routes: querystring TokenQuerySchema).
    expect(calls[0]).toMatchObject({ method: 'POST', url: CONFIRM_ACCOUNT_PATH, params: { token: 't1' } });
  });
});
