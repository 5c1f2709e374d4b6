import { provideWidgetLoader, type Widget } from '@portal/shared';
import { renderPage } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactFormSlot } from './ContactFormSlot';

const load = jest.fn<Promise<Widget>, [string, string]>();
provideWidgetLoader(load);
const ContactForm: Widget = () => <form aria-label="Contact us" />;

beforeEach(() => {
  load.mockReset();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('the contact slot under activity pages', () => {
  it("loads mfe-support's contact form widget through the federation", async () => {
    load.mockResolvedValue(ContactForm);
    renderPage(<ContactFormSlot />);
    expect(screen.getByRole('heading', { name: 'Questions? Contact us' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Contact us' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('support', 'contact-form-widget');
  });

  it('shows the unavailable panel when mfe-support is down, and retries in place', async () => {
    load.mockRejectedValueOnce(new Error('ScriptExternalLoadError: support is down')).mockResolvedValue(ContactForm);
    const user = userEvent.setup();
    renderPage(<ContactFormSlot />);
    const retry = await screen.findByRole('button', { name: /try again/i });
    await user.click(retry);
    expect(await screen.findByRole('form', { name: 'Contact us' })).toBeInTheDocument();
  });
});
