import { useSession } from '@portal/shared';
import { renderPage } from '@portal/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../app';
import { SupportApp } from '../../SupportApp';

const expanded = () => screen.getAllByRole('button', { expanded: true }).length;

describe('the FAQ', () => {
  it('opens and closes every item of /faq at once, and one at a time', async () => {
    const user = userEvent.setup();
    renderPage(<SupportApp />, { path: '/faq' });
    // The FAQ is a chunk of its own (docs/decisions.md, 140): its page comes once that has loaded.
    expect(await screen.findAllByRole('button', { expanded: false })).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Open All' }));
    expect(expanded()).toBe(3);
    expect(screen.getByText(/Sorry, you have reached the limit for today, please try again tomorrow\./)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close All' }));
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /Can I earn points for the same activity twice/ }));
    expect(expanded()).toBe(1);
    expect(
      screen.getByText(
        /Unfortunately, you have reached the maximum number of times you can earn points for this action\. No points will be added to your account\./,
      ),
    ).toBeVisible();
  });

  it('shows the contact form beside eight questions on /support', async () => {
    renderPage(<SupportApp />, { path: '/support' });
    expect(await screen.findByRole('form', { name: 'Contact us' })).toBeInTheDocument();
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(within(faq).getAllByRole('button')).toHaveLength(8);
  });

  it('leads a signed-in member from /support to their help desk tickets, in their language', () => {
    act(() =>
      useSession.getState().login({ id: 'm1', email: 'dana@example.com' }, { accessToken: 'a', refreshToken: 'r' }),
    );
    const { unmount } = renderPage(<SupportApp />, { path: '/support' });
    expect(screen.getByRole('link', { name: 'Your support tickets' })).toHaveAttribute('href', '/help-desk');
    expect(screen.getByText('Open a ticket or follow the replies to yours.')).toBeVisible();
    unmount();
    renderPage(<SupportApp />, { path: '/support', language: 'fr' });
    expect(screen.getByRole('link', { name: 'Vos demandes d’assistance' })).toHaveAttribute('href', '/help-desk');
  });

  it('shows a visitor no help desk link on /support', () => {
    act(() => useSession.getState().logout());
    renderPage(<SupportApp />, { path: '/support' });
    expect(screen.getByRole('form', { name: 'Contact us' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Your support tickets' })).not.toBeInTheDocument();
    expect(screen.queryByText('Open a ticket or follow the replies to yours.')).not.toBeInTheDocument();
  });

  it('calls a receipt "reçu" in the French FAQ, as every other page does', async () => {
    const user = userEvent.setup();
    renderPage(<SupportApp />, { path: '/support', language: 'fr' });
    const faq = screen.getByRole('region', { name: 'Questions fréquentes' });
    await user.click(within(faq).getByRole('button', { name: /vérification d’un reçu/ }));
    expect(faq).toHaveTextContent('Nous vérifions les reçus sous 24 à 48 heures.');
    expect(faq).not.toHaveTextContent(/ticket de caisse|tickets de caisse/);
  });
});
