import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_CONFIG, fakeApi, renderAt } from '../../test/render';
import { SignupPage } from './SignupPage';

// Typing every field of the form one key at a time takes a few seconds in jsdom.
jest.setTimeout(20_000);

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First Name'), 'Jo-Ann');
  await user.type(screen.getByLabelText('Last Name'), 'Lee');
  await user.type(screen.getByLabelText('Email Address'), 'jo@store.example');
  await user.type(screen.getByLabelText('Confirm Email Address'), 'jo@store.example');
  await user.type(screen.getByLabelText('Date of Birth'), '1990-05-01');
  await user.type(screen.getByLabelText('Cell Phone'), '(514) 555-0100');
  await user.type(screen.getByLabelText('Address'), '1 Main St');
  await user.type(screen.getByLabelText('City'), 'Albany');
  await user.type(screen.getByLabelText('Zip Code'), '12207');
  await user.selectOptions(screen.getByLabelText('Gender'), 'f');
  await user.type(screen.getByLabelText('Password'), 'Secret#2026');
  await user.type(screen.getByLabelText('Confirm Password'), 'Secret#2026');
}

describe('the sign-up page', () => {
  it('validates on change and on submit with the spec messages, sending nothing', async () => {
    const calls = fakeApi({});
    const user = userEvent.setup();
    renderAt('/signup', <SignupPage />, DEMO_CONFIG);
    await user.type(screen.getByLabelText('First Name'), 'J0');
    expect(screen.getByText('First name must not contain any numeric digit and special character except the hyphen (-)')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Date of Birth'), '2015-01-01');
    expect(screen.getByText('You must be at least 21 years old.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'weak');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Your password must be between 8 and 20 characters. It must contain at least one uppercase and one special character.')).toBeInTheDocument();
    expect(screen.getAllByText('Should not be empty.').length).toBeGreaterThan(3);
    expect(calls).toEqual([]);
  });

  it('clears the address fields when the address is cleared', async () => {
    fakeApi({});
    const user = userEvent.setup();
    renderAt('/signup', <SignupPage />, DEMO_CONFIG);
    await user.type(screen.getByLabelText('Address'), '1 Main St');
    await user.type(screen.getByLabelText('City'), 'Albany');
    await user.clear(screen.getByLabelText('Address'));
    expect(screen.getByLabelText('City')).toHaveValue('');
  });

  it('shows the pre-registration modal for an e-mail without an age-verified store account', async () => {
    const calls = fakeApi({
      'POST /s1/user/pre-validation?type=PRE_REGISTER_RULE': { httpCode: 200, data: { valid: false, errorReason: 'This email is not associated with an age-verified account on our store site.' } },
    });
    const user = userEvent.setup();
    renderAt('/signup', <SignupPage />, DEMO_CONFIG);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Age-verified store account needed' });
    expect(dialog).toHaveTextContent('This email is not associated with an age-verified account on our store site.');
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact-us');
    expect(calls.map((call) => call.url)).toEqual(['/s1/user/pre-validation?type=PRE_REGISTER_RULE']);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('sends the payload with the query codes, shows the server message and goes to /login', async () => {
    const calls = fakeApi({
      'POST /s1/user/pre-validation?type=PRE_REGISTER_RULE': { httpCode: 200, data: { valid: true } },
      'POST /s2/auth/signup': { httpCode: 200, message: 'Thank you for registering!' },
    });
    const user = userEvent.setup();
    renderAt('/signup?refCode=abc123&src=flyer&promoCode=SPRING', <SignupPage />, DEMO_CONFIG);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(screen.getByText('Thank you for registering!')).toBeInTheDocument();
    const sent = calls.find((call) => call.url === '/s2/auth/signup')!.data as Record<string, unknown>;
    expect(sent).toMatchObject({ firstName: 'Jo-Ann', birth: '1990-05-01', cellPhone: '+15145550100', gender: 'f', country: 'US', additionalInfo: { promoCode: 'SPRING', source: 'flyer' } });
    expect(sent).not.toHaveProperty('passwordConfirm');
  });

  it('shows each error of a failed sign-up as a toast', async () => {
    fakeApi({
      'POST /s1/user/pre-validation?type=PRE_REGISTER_RULE': { httpCode: 200, data: { valid: true } },
      'POST /s2/auth/signup': { httpCode: 409, message: 'x', errors: [{ type: 'email', message: 'An account with this email already exists.' }] },
    });
    const user = userEvent.setup();
    renderAt('/signup', <SignupPage />, DEMO_CONFIG);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('An account with this email already exists.')).toBeInTheDocument();
  });
});
