import { formsTranslations, type AddressSuggestion } from '@portal/kit';
import { DEMO_CAMPAIGN, fakeApi, rawReply, renderPage } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignupPage } from './SignupPage';
import { EMPTY_SIGNUP, signupPayload } from './signupForm';
import { signupTranslations } from './translations';

const PRE_VALIDATION = 'POST /s1/user/pre-validation';
const SIGNUP = 'POST /s2/auth/signup';

// Typing every field of the form one key at a time takes a few seconds in jsdom.
jest.setTimeout(20_000);

/** Fills every field the demo campaign asks for, finding them by their labels in the session language. */
async function fillValidForm(user: ReturnType<typeof userEvent.setup>, language: 'en' | 'fr' = 'en') {
  const label = formsTranslations[language].fields;
  await user.type(screen.getByLabelText(label.firstName), 'Jo-Ann');
  await user.type(screen.getByLabelText(label.lastName), 'Lee');
  await user.type(screen.getByLabelText(label.email), 'jo@store.example');
  await user.type(screen.getByLabelText(label.confirmEmail), 'jo@store.example');
  await user.type(screen.getByLabelText(label.birth), '1990-05-01');
  await user.type(screen.getByLabelText(label.cellPhone), '(514) 555-0100');
  await user.type(screen.getByLabelText(label.address), '1 Main St');
  await user.type(screen.getByLabelText(label.city), 'Albany');
  await user.type(screen.getByLabelText(label.zip), '12207');
  await user.selectOptions(screen.getByLabelText(label.gender), 'f');
  await user.type(screen.getByLabelText(label.password), 'Secret#2026');
  await user.type(screen.getByLabelText(label.passwordConfirm), 'Secret#2026');
}

describe('the sign-up page', () => {
  it('validates on change and on submit with the spec messages, sending nothing', async () => {
    const { calls } = fakeApi({});
    const user = userEvent.setup();
    renderPage(<SignupPage />, { path: '/signup', campaign: DEMO_CAMPAIGN });
    await user.type(screen.getByLabelText('First Name'), 'J0');
    expect(
      screen.getByText('First name must not contain any numeric digit and special character except the hyphen (-)'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Date of Birth'), '2015-01-01');
    expect(screen.getByText('You must be at least 21 years old.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'weak');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      screen.getByText(
        'Your password must be between 8 and 64 characters. It must contain at least one uppercase and one special character.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Should not be empty.').length).toBeGreaterThan(3);
    expect(calls).toEqual([]);
  });

  it.each([
    ['en', 'Should not be empty.', "Your emails don't match."],
    ['fr', 'Ne doit pas être vide.', 'Vos adresses e-mail ne correspondent pas.'],
  ] as const)(
    'marks the two confirmation fields empty on an empty submit, like the others (%s)',
    async (language, empty, mismatch) => {
      const { calls } = fakeApi({});
      const user = userEvent.setup();
      renderPage(<SignupPage />, { path: '/signup', campaign: DEMO_CAMPAIGN, language });
      const label = formsTranslations[language].fields;
      await user.click(screen.getByRole('button', { name: signupTranslations[language].submit }));
      for (const field of [label.email, label.confirmEmail, label.password, label.passwordConfirm]) {
        const input = screen.getByLabelText(field);
        expect(input).toBeInvalid();
        expect(input).toHaveAccessibleDescription(empty);
      }
      // Filled in, a confirmation that differs still says so.
      await user.type(screen.getByLabelText(label.email), 'jo@store.example');
      await user.type(screen.getByLabelText(label.confirmEmail), 'jo@store.exampl');
      expect(screen.getByLabelText(label.confirmEmail)).toHaveAccessibleDescription(mismatch);
      expect(calls).toEqual([]);
    },
  );

  it('clears the address fields when the address is cleared', async () => {
    fakeApi({});
    const user = userEvent.setup();
    renderPage(<SignupPage />, { path: '/signup', campaign: DEMO_CAMPAIGN });
    await user.type(screen.getByLabelText('Address'), '1 Main St');
    await user.type(screen.getByLabelText('City'), 'Albany');
    await user.clear(screen.getByLabelText('Address'));
    expect(screen.getByLabelText('City')).toHaveValue('');
  });

  it('shows the pre-registration modal for an e-mail without an age-verified store account', async () => {
    const { calls } = fakeApi({
      [PRE_VALIDATION]: {
        httpCode: 200,
        data: {
          valid: false,
          errorReason: 'This email is not associated with an age-verified account on our store site.',
        },
      },
    });
    const user = userEvent.setup();
    renderPage(<SignupPage />, { path: '/signup', campaign: DEMO_CAMPAIGN });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Age-verified store account needed' });
    expect(dialog).toHaveTextContent('This email is not associated with an age-verified account on our store site.');
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact-us');
    expect(calls.map(({ url, params }) => [url, params])).toEqual([
      ['/s1/user/pre-validation', { type: 'PRE_REGISTER_RULE' }],
    ]);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('sends the payload with the query codes, shows the server message and goes to /login', async () => {
    const { calls } = fakeApi({
      [PRE_VALIDATION]: { httpCode: 200, data: { valid: true } },
      [SIGNUP]: { httpCode: 200, message: 'Thank you for registering!' },
    });
    const user = userEvent.setup();
    renderPage(<SignupPage />, { path: '/signup?refCode=abc123&src=flyer&promoCode=SPRING', campaign: DEMO_CAMPAIGN });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(screen.getByText('Thank you for registering!')).toBeInTheDocument();
    const sent = calls.find((call) => call.url === '/s2/auth/signup')!.data as Record<string, unknown>;
    expect(sent).toMatchObject({
      firstName: 'Jo-Ann',
      birth: '1990-05-01',
      cellPhone: '+15145550100',
      gender: 'f',
      country: 'US',
      additionalInfo: { promoCode: 'SPRING', source: 'flyer' },
    });
    expect(sent).not.toHaveProperty('passwordConfirm');
  });

  it('shows each error of a failed sign-up as a toast', async () => {
    fakeApi({
      [PRE_VALIDATION]: { httpCode: 200, data: { valid: true } },
      [SIGNUP]: {
        httpCode: 409,
        message: 'x',
        errors: [
          { type: 'email', message: 'An account with this email already exists.' },
          { type: 'cellPhone', message: 'This phone number is already registered.' },
        ],
      },
    });
    const user = userEvent.setup();
    renderPage(<SignupPage />, { path: '/signup', campaign: DEMO_CAMPAIGN });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    // The toaster shows an error toast as an alert with its own Dismiss button: one per error, in the server's order.
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    const toasts = screen.getAllByRole('alert');
    for (const toast of toasts) {
      expect(within(toast).getByRole('button', { name: 'Dismiss notification' })).toBeInTheDocument();
    }
    expect(toasts[0]).toHaveTextContent('An account with this email already exists.');
    expect(toasts[1]).toHaveTextContent('This phone number is already registered.');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/signup$/);
  });

  it('searches the first country of the campaign on the sign-up page', async () => {
    const config = { ...DEMO_CAMPAIGN, countryCode: ['CA', 'US'] };
    const ottawa: AddressSuggestion = {
      address: '111 Wellington St, Ottawa, ON K1A 0A9',
      street: '111 Wellington St',
      city: 'Ottawa',
      state: 'ON',
      zip: 'K1A0A9',
      country: 'CA',
      latitude: 45.4236,
      longitude: -75.7009,
    };
    const { calls } = fakeApi({ 'GET /s1/lookup/address': { httpCode: 200, data: { content: [ottawa] } } });
    const user = userEvent.setup();
    renderPage(<SignupPage />, { path: '/signup', campaign: config });
    await user.type(screen.getByRole('combobox', { name: 'Address' }), '111 Well');
    await user.click(await screen.findByRole('option', { name: ottawa.address }));
    expect(screen.getByLabelText('Zip Code')).toHaveValue('K1A0A9');
    expect(screen.getByLabelText('City')).toHaveValue('Ottawa');
    expect(calls.map(({ url, params }) => [url, params])).toEqual([
      ['/s1/lookup/address', { q: '111 Well', country: 'CA' }],
    ]);
  });

  it('sends the chosen coordinates with the sign-up, and none for a typed address', () => {
    const chosen = { ...EMPTY_SIGNUP, address: '350 5th Ave', latitude: '40.7484', longitude: '-73.9857' };
    expect(signupPayload(chosen, DEMO_CAMPAIGN, new URLSearchParams())).toMatchObject({
      address: '350 5th Ave',
      latitude: 40.7484,
      longitude: -73.9857,
    });
    const typed = signupPayload({ ...EMPTY_SIGNUP, address: '12 Nowhere Rd' }, DEMO_CAMPAIGN, new URLSearchParams());
    expect(typed).not.toHaveProperty('latitude');
    expect(typed).not.toHaveProperty('longitude');
  });

  it('shows a French member the server’s own (French) error, having asked for French on every request', async () => {
    const { calls } = fakeApi({
      [PRE_VALIDATION]: { httpCode: 200, data: { valid: true } },
      [SIGNUP]: {
        httpCode: 409,
        message: 'Conflit',
        errors: [{ type: 'email', message: 'Un compte existe déjà avec cette adresse e-mail.' }],
      },
    });
    const user = userEvent.setup();
    renderPage(<SignupPage />, { path: '/signup', campaign: DEMO_CAMPAIGN, language: 'fr' });
    await fillValidForm(user, 'fr');
    await user.click(screen.getByRole('button', { name: signupTranslations.fr.submit }));
    expect(await screen.findByText('Un compte existe déjà avec cette adresse e-mail.')).toBeInTheDocument();
    expect(calls.map((call) => [call.url, call.params, call.headers['Accept-Language']])).toEqual([
      [PRE_VALIDATION.replace('POST ', ''), { type: 'PRE_REGISTER_RULE' }, 'fr'],
      [SIGNUP.replace('POST ', ''), {}, 'fr'],
    ]);
  });

  it('says it in the page’s own French when the failure carries no message for the member', async () => {
    fakeApi({
      [PRE_VALIDATION]: { httpCode: 200, data: { valid: true } },
      [SIGNUP]: rawReply(502, '<h1>Bad Gateway</h1>'),
    });
    const user = userEvent.setup();
    renderPage(<SignupPage />, { path: '/signup', campaign: DEMO_CAMPAIGN, language: 'fr' });
    await fillValidForm(user, 'fr');
    await user.click(screen.getByRole('button', { name: signupTranslations.fr.submit }));
    expect(await screen.findByText('Une erreur s’est produite.')).toBeInTheDocument();
    expect(screen.queryByText(/Bad Gateway/)).not.toBeInTheDocument();
  });
});
