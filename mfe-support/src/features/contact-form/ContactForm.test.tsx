import { useSession } from '@portal/shared';
import { DEMO_CAMPAIGN, fakeApi, renderPage } from '@portal/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ContactFormWidget from './ContactFormWidget';
import { memberContactName } from './contactForm';

const SENT = 'Thank you for contacting us. Your message has been successfully sent. We will contact you very soon!';

beforeEach(() => useSession.getState().logout());

describe('the contact form', () => {
  it('shows each rule’s message, drops non-letters from the name, and sends a visitor’s message', async () => {
    const { calls } = fakeApi({
      'POST /s1/support/contact': { httpCode: 200, message: SENT, data: { ticketId: null } },
    });
    const user = userEvent.setup();
    renderPage(<ContactFormWidget />, { campaign: DEMO_CAMPAIGN });
    // The status is in the page before any send, so screen readers speak what fills it.
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Message is required.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText('Name'), 'Ann3 <Lee>!');
    expect(screen.getByLabelText('Name')).toHaveValue('Ann Lee');
    await user.type(screen.getByLabelText('Email'), 'ann@');
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'visitor.example');
    await user.type(screen.getByLabelText('Message'), 'hi');
    expect(screen.getByText('Please enter a valid at least 3 characters message.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Message'), '!');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(status).toHaveTextContent(SENT));
    expect(screen.getByRole('status')).toBe(status);
    // The form started over under the button that had focus: focus is on the message, not the page body.
    await waitFor(() => expect(screen.getByText(SENT)).toHaveFocus());
    expect(calls[0]?.data).toEqual({ name: 'Ann Lee', email: 'ann@visitor.example', message: 'hi!' });
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.queryByText('Message is required.')).not.toBeInTheDocument();
  });

  it('fills in a member’s name and e-mail, and says "Something went wrong" on failure', async () => {
    useSession
      .getState()
      .login({ id: 'm1', email: 'dana@example.com', name: 'Dana Ray' }, { accessToken: 'a', refreshToken: 'r' });
    fakeApi({ 'POST /s1/support/contact': { httpCode: 500, code: 'server.error', message: 'Something went wrong.' } });
    const user = userEvent.setup();
    renderPage(<ContactFormWidget />, { campaign: DEMO_CAMPAIGN });
    expect(screen.getByLabelText('Name')).toHaveValue('Dana Ray');
    expect(screen.getByLabelText('Email')).toHaveValue('dana@example.com');
    await user.type(screen.getByLabelText('Message'), 'Where is my order?');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByLabelText('Message')).toHaveValue('Where is my order?');
  });

  it('passes on the rate limit’s message', async () => {
    const wait = 'Too many attempts. Please wait 42 seconds and try again.';
    fakeApi({ 'POST /s1/support/contact': { httpCode: 429, code: 'request.tooManyAttempts', message: wait } });
    const user = userEvent.setup();
    renderPage(<ContactFormWidget />, { campaign: DEMO_CAMPAIGN });
    await user.type(screen.getByLabelText('Name'), 'Ann');
    await user.type(screen.getByLabelText('Email'), 'ann@visitor.example');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(wait);
  });

  it('asks for the captcha when the campaign turns it on', async () => {
    const { calls } = fakeApi({});
    const user = userEvent.setup();
    renderPage(<ContactFormWidget />, {
      campaign: { ...DEMO_CAMPAIGN, captchaConfig: { ...DEMO_CAMPAIGN.captchaConfig, supportCaptcha: true } },
    });
    await user.type(screen.getByLabelText('Name'), 'Ann');
    await user.type(screen.getByLabelText('Email'), 'ann@visitor.example');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByText('Please check Captcha')).toBeInTheDocument());
    expect(calls).toHaveLength(0);
  });

  it('speaks French and Spanish', async () => {
    fakeApi({});
    const user = userEvent.setup();
    const { unmount } = renderPage(<ContactFormWidget />, { language: 'fr' });
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getByText('Le nom est obligatoire.')).toBeInTheDocument();
    unmount();
    renderPage(<ContactFormWidget />, { language: 'es' });
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByText('El mensaje es obligatorio.')).toBeInTheDocument();
  });
});

describe('the name a member starts with', () => {
  it('is first and last name, else the display name, never the e-mail', () => {
    expect(memberContactName({ firstName: 'Dana', lastName: 'Ray', name: 'dana@example.com' })).toBe('Dana Ray');
    expect(memberContactName({ name: 'Dana' })).toBe('Dana');
    expect(memberContactName({ firstName: 'Anne-Marie', lastName: 'Gómez-Ruiz' })).toBe('Anne Marie Gómez Ruiz');
    expect(memberContactName({ name: 'dana@example.com' })).toBe('');
    expect(memberContactName(null)).toBe('');
  });
});
