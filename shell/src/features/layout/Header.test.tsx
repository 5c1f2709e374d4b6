import { renderPage } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from './Header';
import './app';

test("a keyboard's first stop skips the banner and the menu to the page, without an anchor in the address", async () => {
  const user = userEvent.setup();
  renderPage(
    <>
      <Header />
      <main id="portal-main">
        <a href="/rewards">First link of the page</a>
      </main>
    </>,
    { namespace: 'layout' },
  );
  await user.tab();
  const skip = screen.getByRole('link', { name: 'Skip to main content' });
  expect(skip).toHaveFocus();

  await user.keyboard('{Enter}');
  expect(document.getElementById('portal-main')).toHaveFocus();
  expect(window.location.hash).toBe('');
  await user.tab();
  expect(screen.getByRole('link', { name: 'First link of the page' })).toHaveFocus();
});
