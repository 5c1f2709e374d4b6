import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FormEvent, useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { BusyButton } from './primitives';
import { theme } from './theme';

/** A form whose submit stays busy until the test lets it finish, as a form waiting for the API. */
function SendForm({ onSubmit }: { onSubmit: () => void }) {
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
    setBusy(true);
  };
  return (
    <ThemeProvider theme={theme}>
      <form onSubmit={submit}>
        <input aria-label="Code" />
        <BusyButton type="submit" busy={busy}>
          {busy ? 'Sending…' : 'Send'}
        </BusyButton>
      </form>
    </ThemeProvider>
  );
}

test('a busy submit button keeps focus, says it is busy, and refuses a second press or Enter', async () => {
  const onSubmit = jest.fn();
  render(<SendForm onSubmit={onSubmit} />);
  const button = screen.getByRole('button', { name: 'Send' });
  expect(button).not.toHaveAttribute('aria-disabled');
  await userEvent.click(button);
  expect(onSubmit).toHaveBeenCalledTimes(1);
  const busy = screen.getByRole('button', { name: 'Sending…' });
  expect(busy).toHaveAttribute('aria-disabled', 'true');
  expect(busy).toHaveAttribute('aria-busy', 'true');
  expect(busy).not.toBeDisabled();
  expect(busy).toHaveFocus();
  await userEvent.click(busy);
  await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), '42{Enter}');
  expect(onSubmit).toHaveBeenCalledTimes(1);
});

test('a busy button does not run its action; an idle one does', async () => {
  const onClick = jest.fn();
  const { rerender } = render(
    <ThemeProvider theme={theme}>
      <BusyButton type="button" busy onClick={onClick}>
        Load more
      </BusyButton>
    </ThemeProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(onClick).not.toHaveBeenCalled();
  rerender(
    <ThemeProvider theme={theme}>
      <BusyButton type="button" busy={false} onClick={onClick}>
        Load more
      </BusyButton>
    </ThemeProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(onClick).toHaveBeenCalledTimes(1);
});
