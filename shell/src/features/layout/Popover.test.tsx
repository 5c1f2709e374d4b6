import { renderPage } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Popover } from './Popover';

function renderMenu() {
  renderPage(
    <>
      <Popover label="Account" trigger={(props) => <button {...props}>Open account</button>}>
        {() => (
          <ul>
            <li>
              <a href="/profile">Profile</a>
            </li>
            <li>
              <button type="button">Logout</button>
            </li>
          </ul>
        )}
      </Popover>
      <button type="button">Tier ladder</button>
    </>,
  );
}

test('Tab past the last item closes the panel, and focus goes on to the next control', async () => {
  const user = userEvent.setup();
  renderMenu();
  await user.click(screen.getByRole('button', { name: 'Open account' }));
  expect(screen.getByRole('region', { name: 'Account' })).toBeInTheDocument();
  await user.tab();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Logout' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Tier ladder' })).toHaveFocus();
  expect(screen.queryByRole('region', { name: 'Account' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open account' })).toHaveAttribute('aria-expanded', 'false');
});

test('Shift+Tab from the first item back to the trigger keeps the panel open', async () => {
  const user = userEvent.setup();
  renderMenu();
  await user.click(screen.getByRole('button', { name: 'Open account' }));
  await user.tab();
  expect(screen.getByRole('link', { name: 'Profile' })).toHaveFocus();
  await user.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'Open account' })).toHaveFocus();
  expect(screen.getByRole('region', { name: 'Account' })).toBeInTheDocument();
});
