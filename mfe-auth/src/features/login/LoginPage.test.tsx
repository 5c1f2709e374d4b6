import { useSession } from '@portal/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_CAMPAIGN, fakeApi, renderPage } from '@portal/shared/testing';
import { useLocation } from 'react-router-dom';
import { ForgetPasswordPage } from '../forget-password/ForgetPasswordPage';
import { LoginPage } from './LoginPage';
import { OtpModal } from './OtpModal';

const session = {
  accessToken: 'a.eyJ0aWVyIjoyfQ.s',
  refreshToken: 'r1',
  user: { id: 'm1', email: 'ann@store.example', name: 'Ann Lee', requestIntakeSurveySubmitted: true, pointBalance: 10 },
};

beforeEach(() => useSession.getState().logout());

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email Address'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('the login page', () => {
  it('asks for the e-mail and the password before calling the API', async () => {
    const { calls } = fakeApi({});
    renderPage(<LoginPage />, { path: '/login', campaign: DEMO_CAMPAIGN });
    await submit('', '');
    expect(await screen.findByText('Email Address should not be empty.')).toBeInTheDocument();
    expect(screen.getByText('Password Should not be empty.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it.each([
    [403, 'Your account is suspended. Please contact helpdesk for more information.'],
    [406, 'Error! User not verified.'],
    [401, 'Invalid credentials.'],
  ])('shows the spec message for %i', async (httpCode, message) => {
    fakeApi({ 'POST /s2/auth/signin': { httpCode } });
    renderPage(<LoginPage />, { path: '/login', campaign: DEMO_CAMPAIGN });
    await submit('ann@store.example', 'Secret#1');
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('tells an unconfirmed member how to get a new link, and the hint goes with the next answer', async () => {
    let answer = 406;
    fakeApi({ 'POST /s2/auth/signin': () => ({ httpCode: answer }) });
    renderPage(<LoginPage />, { path: '/login', campaign: DEMO_CAMPAIGN });
    const user = await submit('ann@store.example', 'Secret#1');
    const hint = await screen.findByRole('status');
    expect(hint).toHaveTextContent('A password reset link confirms your address too.');
    expect(within(hint).getByRole('link', { name: 'Send me a reset link' })).toHaveAttribute(
      'href',
      '/forget-password',
    );
    answer = 401;
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid credentials.')).toBeInTheDocument();
    expect(screen.queryByText(/A password reset link/)).not.toBeInTheDocument();
  });

  it('brings the e-mail typed to the reset link’s page, so one press sends the link', async () => {
    const { calls } = fakeApi({
      'POST /s2/auth/signin': { httpCode: 406 },
      'POST /s1/identities/forgot-password': {
        httpCode: 200,
        message: 'We have sent a password reset link to your email.',
      },
    });
    const Pages = () => (useLocation().pathname === '/forget-password' ? <ForgetPasswordPage /> : <LoginPage />);
    renderPage(<Pages />, { path: '/login', campaign: DEMO_CAMPAIGN });
    const user = await submit(' ann@store.example', 'Secret#1');
    await user.click(await screen.findByRole('link', { name: 'Send me a reset link' }));
    expect(await screen.findByLabelText('Email Address')).toHaveValue('ann@store.example');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({
        url: '/s1/identities/forgot-password',
        data: { email: 'ann@store.example' },
      }),
    );
  });

  it.each([
    ['no server answers', 'en', 'We could not reach the server. Please check your connection and try again.'],
    ['no server answers', 'fr', 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.'],
    ['the server fails', 'en', 'Something went wrong.'],
    ['the server fails', 'fr', 'Une erreur s’est produite.'],
  ] as const)(
    'never calls it invalid credentials when %s (%s), and lets the member try again',
    async (when, language, text) => {
      let attempts = 0;
      fakeApi({
        'POST /s2/auth/signin': () => {
          attempts += 1;
          if (when === 'no server answers') throw new TypeError('Failed to fetch');
          return { httpCode: 500, code: 'server.error', message: 'Internal Server Error' };
        },
      });
      renderPage(<LoginPage />, { path: '/login', campaign: DEMO_CAMPAIGN, language });
      const user = userEvent.setup();
      await user.type(
        screen.getByLabelText(language === 'fr' ? 'Adresse e-mail' : 'Email Address'),
        'ann@store.example',
      );
      await user.type(screen.getByLabelText(language === 'fr' ? 'Mot de passe' : 'Password'), 'Secret#1');
      const login = screen.getByRole('button', { name: language === 'fr' ? 'Se connecter' : 'Login' });
      await user.click(login);
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.queryByText(/Invalid credentials|Identifiants invalides/)).not.toBeInTheDocument();
      expect(login).toBeEnabled();
      await user.click(login);
      await waitFor(() => expect(attempts).toBe(2));
    },
  );

  it('opens the OTP step on 204, signs in with the code, loads the balance and goes to the route asked for', async () => {
    const { calls } = fakeApi({
      'POST /s2/auth/signin': { httpCode: 204, data: 'm1' },
      'POST /s2/auth/verification': { httpCode: 200, data: session },
      'GET /s1/points/pointbalance': { httpCode: 200, data: { pointBalance: 75 } },
    });
    renderPage(<LoginPage />, { path: '/login?route=%2Frewards%3Fpage%3D2', campaign: DEMO_CAMPAIGN });
    const user = await submit('ann@store.example', 'Secret#1');
    const dialog = await screen.findByRole('dialog', { name: 'OTP Verification' });
    const validate = screen.getByRole('button', { name: 'Validate' });
    await user.type(screen.getByLabelText('OTP code'), '12a345');
    expect(validate).toBeDisabled();
    await user.type(screen.getByLabelText('OTP code'), '6');
    expect(validate).toBeEnabled();
    await user.click(validate);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/rewards?page=2'));
    expect(dialog).not.toBeInTheDocument();
    expect(calls.find((call) => call.url === '/s2/auth/verification')?.data).toEqual({ data: 'm1', otp: '123456' });
    expect(useSession.getState()).toMatchObject({
      user: { name: 'Ann Lee', requestIntakeSurveySubmitted: true },
      pointBalance: 75,
      tier: 2,
    });
    expect(screen.getByText('User login successfully.')).toBeInTheDocument();
  });

  it('ends the session the browser still holds when a new sign-in reaches its OTP step (204)', async () => {
    useSession
      .getState()
      .login({ id: 'old', email: 'old@store.example' }, { accessToken: 'a.e30.s', refreshToken: 'old-r' });
    const { calls } = fakeApi({
      'POST /s2/auth/signin': { httpCode: 204, data: 'm1' },
      'POST /s2/auth/logout': { httpCode: 200 },
    });
    renderPage(<LoginPage />, { path: '/login', campaign: DEMO_CAMPAIGN });
    await submit('ann@store.example', 'Secret#1');
    await screen.findByRole('dialog', { name: 'OTP Verification' });
    expect(calls.find((call) => call.url === '/s2/auth/logout')?.data).toEqual({ refreshToken: 'old-r' });
    expect(useSession.getState()).toMatchObject({ user: null, accessToken: null, refreshToken: null });
  });

  it('says Welcome back! when no OTP is needed', async () => {
    fakeApi({
      'POST /s2/auth/signin': { httpCode: 200, data: session },
      'GET /s1/points/pointbalance': { httpCode: 200, data: { pointBalance: 10 } },
    });
    renderPage(<LoginPage />, {
      path: '/login',
      campaign: { ...DEMO_CAMPAIGN, otp: { enabled: false, length: 6, waitSeconds: 120 } },
    });
    await submit('ann@store.example', 'Secret#1');
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});

describe('the OTP modal', () => {
  afterEach(() => jest.useRealTimers());

  it('counts down in minutes:seconds and reloads at zero; a wrong code says Invalid OTP', async () => {
    jest.useFakeTimers();
    fakeApi({ 'POST /s2/auth/verification': { httpCode: 400, message: 'Invalid OTP.' } });
    const expired = jest.fn();
    renderPage(
      <OtpModal
        memberId="m1"
        length={4}
        waitSeconds={61}
        onSignedIn={jest.fn()}
        onClose={jest.fn()}
        onExpired={expired}
      />,
      { path: '/login', campaign: DEMO_CAMPAIGN },
    );
    expect(screen.getByText('The code expires in 01:01')).toBeInTheDocument();
    for (let i = 0; i < 2; i += 1) act(() => void jest.advanceTimersByTime(1000));
    expect(screen.getByText('The code expires in 00:59')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('OTP code'), { target: { value: '9999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByText('Invalid OTP')).toBeInTheDocument();
    const field = screen.getByLabelText('OTP code');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Invalid OTP');
    expect(field).toHaveFocus();
    fireEvent.change(field, { target: { value: '999' } });
    expect(field).toHaveAttribute('aria-invalid', 'false');
    for (let i = 0; i < 59; i += 1) act(() => void jest.advanceTimersByTime(1000));
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it.each([
    'Demasiados códigos incorrectos. Vuelve a iniciar sesión para recibir uno nuevo.',
    'Demasiados intentos. Espera 12 minutos y vuelve a intentarlo.',
  ])('says why a code is refused once a limit is reached, as the server words it: %s', async (message) => {
    fakeApi({ 'POST /s2/auth/verification': { httpCode: 429, message } });
    renderPage(<OtpModal memberId="m1" length={6} waitSeconds={120} onSignedIn={jest.fn()} onClose={jest.fn()} />, {
      path: '/login',
      language: 'es',
      campaign: DEMO_CAMPAIGN,
    });
    fireEvent.change(screen.getByLabelText('Código de un solo uso'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Validar' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Código de un solo uso')).toHaveAccessibleDescription(message);
  });

  it('shows the ticking countdown outside any live region, so screen readers do not speak it every second', () => {
    jest.useFakeTimers();
    renderPage(
      <OtpModal
        memberId="m1"
        length={6}
        waitSeconds={120}
        onSignedIn={jest.fn()}
        onClose={jest.fn()}
        onExpired={jest.fn()}
      />,
      { path: '/login', language: 'fr', campaign: DEMO_CAMPAIGN },
    );
    for (let i = 0; i < 2; i += 1) act(() => void jest.advanceTimersByTime(1000));
    const countdown = screen.getByText('Le code expire dans 01:58');
    expect(countdown).toBeVisible();
    expect(countdown.closest('[aria-live], [role="status"], [role="timer"], [role="alert"], [role="log"]')).toBeNull();
  });
});
