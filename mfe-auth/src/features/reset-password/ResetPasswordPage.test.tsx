import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_CAMPAIGN, fakeApi, renderPage } from '@portal/shared/testing';
import { ResetPasswordPage } from './ResetPasswordPage';

describe('the reset password page', () => {
  it('hides the form when the token is missing', () => {
    fakeApi({});
    renderPage(<ResetPasswordPage />, { path: '/reset-password', campaign: DEMO_CAMPAIGN });
    expect(screen.getByRole('alert')).toHaveTextContent('Your password reset link is invalid.');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });

  it('hides the form when the API says 404', async () => {
    fakeApi({
      'POST /s2/identities/tokenvalidation': { httpCode: 404, message: 'Your password reset link is invalid.' },
    });
    renderPage(<ResetPasswordPage />, { path: '/reset-password?token=old', campaign: DEMO_CAMPAIGN });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your password reset link is invalid.');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });

  it.each([
    ['no server answers', 'We could not reach the server. Please check your connection and try again.'],
    ['the server fails', 'Something went wrong.'],
  ])('does not call the link invalid when %s, and checks it again on Try again', async (when, text) => {
    let checks = 0;
    const { calls } = fakeApi({
      'POST /s2/identities/tokenvalidation': () => {
        checks += 1;
        if (checks > 1) return { httpCode: 200 };
        if (when === 'no server answers') throw new TypeError('Failed to fetch');
        return { httpCode: 503, code: 'server.unavailable', message: 'Service Unavailable' };
      },
    });
    const user = userEvent.setup();
    renderPage(<ResetPasswordPage />, { path: '/reset-password?token=t1', campaign: DEMO_CAMPAIGN });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert).not.toHaveTextContent('Your password reset link is invalid.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('New Password')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/s2/identities/tokenvalidation')).toHaveLength(2);
  });

  it('applies the configured rules one message at a time, then resets and goes to /login', async () => {
    const { calls } = fakeApi({
      'POST /s2/identities/tokenvalidation': { httpCode: 200 },
      'POST /s1/identities/reset-password': {
        httpCode: 200,
        message: 'Your password has been reset. You can login now.',
      },
    });
    const user = userEvent.setup();
    renderPage(<ResetPasswordPage />, { path: '/reset-password?token=t1', campaign: DEMO_CAMPAIGN });
    await user.type(await screen.findByLabelText('New Password'), 'lowercase#1');
    expect(screen.getByText('Should have atleast one Upper Case latter.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), 'Ab#1');
    expect(screen.getByText('Should not be less then 8.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New Password'), '5678');
    await user.type(screen.getByLabelText('Confirm Password'), 'Ab#15679');
    expect(screen.getByText('Password and confirm password should be same.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'Ab#15678');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      url: '/s1/identities/reset-password',
      params: { token: 't1' },
      data: { password: 'Ab#15678' },
    });
  });

  it("takes a passphrase as long as sign-up allows, beyond the campaign rule's own maximum", async () => {
    const { calls } = fakeApi({
      'POST /s2/identities/tokenvalidation': { httpCode: 200 },
      'POST /s1/identities/reset-password': { httpCode: 200, message: 'Your password has been reset.' },
    });
    const user = userEvent.setup();
    renderPage(<ResetPasswordPage />, { path: '/reset-password?token=t1', campaign: DEMO_CAMPAIGN });
    const passphrase = 'Abcdefgh#' + 'y'.repeat(20);
    await user.type(await screen.findByLabelText('New Password'), passphrase);
    await user.type(screen.getByLabelText('Confirm Password'), passphrase);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(calls.at(-1)).toMatchObject({ url: '/s1/identities/reset-password', data: { password: passphrase } });
    expect(DEMO_CAMPAIGN.uiConfig.passwordRule.maxLength).toBeLessThan(passphrase.length);
  });

  it("still refuses a password longer than sign-up allows, with the length rule's message", async () => {
    fakeApi({ 'POST /s2/identities/tokenvalidation': { httpCode: 200 } });
    const user = userEvent.setup();
    renderPage(<ResetPasswordPage />, { path: '/reset-password?token=t1', campaign: DEMO_CAMPAIGN });
    await user.type(await screen.findByLabelText('New Password'), 'Abcdefgh#' + 'y'.repeat(56));
    expect(screen.getByText('Should not be greater then 64.')).toBeInTheDocument();
  });
});
