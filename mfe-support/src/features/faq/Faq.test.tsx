import { renderPage } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../app';
import { SupportApp } from '../../SupportApp';

const expanded = () => screen.getAllByRole('button', { expanded: true }).length;

describe('the FAQ', () => {
  it('opens and closes every item of /faq at once, and one at a time', async () => {
    const user = userEvent.setup();
    renderPage(<SupportApp />, { path: '/faq' });
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(3);
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

  it('shows the contact form beside eight questions on /support', () => {
    renderPage(<SupportApp />, { path: '/support' });
    expect(screen.getByRole('form', { name: 'Contact us' })).toBeInTheDocument();
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(within(faq).getAllByRole('button')).toHaveLength(8);
  });
});
