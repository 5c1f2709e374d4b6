import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../ui/theme';
import { Field } from './Field';
import { fieldBinder } from './bindField';
import { useForm } from './useForm';

const required = (values: { code: string }) => ({ code: values.code ? null : { key: 'required' as const } });

test('a reset after a successful submit shows no error on the emptied field until it changes again', () => {
  const { result } = renderHook(() => useForm({ code: '' }, required));
  act(() => result.current.set('code', '710047284687'));
  act(() => {
    expect(result.current.attemptSubmit()).toBe(true);
  });
  act(() => result.current.reset({ code: '' }));
  expect(result.current.values.code).toBe('');
  expect(result.current.visibleError('code')).toBeNull();
  act(() => {
    expect(result.current.attemptSubmit()).toBe(false);
  });
  expect(result.current.visibleError('code')).toEqual({ key: 'required' });
});

interface Signup {
  name: string;
  email: string;
  code: string;
}

const signupRules = (values: Signup) => ({
  name: values.name ? null : { key: 'required' as const },
  email: values.email.includes('@') ? null : { key: 'email' as const },
  // A problem no field shows, as a captcha's: only its message is there.
  code: values.code === 'robot' ? { key: 'captcha' as const } : null,
});

/** A form as the remotes write one: its submit handler gives attemptSubmit the event, or not. */
function SignupForm({ withEvent, onValid }: { withEvent: boolean; onValid: () => void }) {
  const form = useForm<Signup>({ name: 'Mia', email: '', code: '' }, signupRules);
  const bind = fieldBinder(form, (field) => (form.visibleError(field) ? `Check your ${String(field)}` : undefined));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.attemptSubmit(withEvent ? event : undefined)) onValid();
  };
  return (
    <ThemeProvider theme={theme}>
      <form onSubmit={submit}>
        <Field label="Name" {...bind('name')} />
        <Field label="Email" {...bind('email')} />
        <Field label="Code" value={form.values.code} onValue={(value) => form.set('code', value)} />
        {form.visibleError('code') && <p role="alert">Prove you are not a robot</p>}
        <button type="submit">Register</button>
      </form>
    </ThemeProvider>
  );
}

describe('a submit that fails', () => {
  test('takes the focus to the first invalid field, each time, so the member sees what to fix', async () => {
    const onValid = jest.fn();
    render(<SignupForm withEvent onValid={onValid} />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Check your email');

    await userEvent.click(screen.getByRole('textbox', { name: 'Code' }));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(email).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  test('leaves the focus where it is when the form is valid, or when the event is not given', async () => {
    const onValid = jest.fn();
    const { unmount } = render(<SignupForm withEvent onValid={onValid} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'mia@store.example');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Register' })).toHaveFocus();
    unmount();

    render(<SignupForm withEvent={false} onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('button', { name: 'Register' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  });
});

test('a problem no field shows is scrolled into view instead', async () => {
  // jsdom lays nothing out: the test setup's scrollIntoView does nothing, so a spy stands in for the browser's.
  const scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
  render(<SignupForm withEvent onValid={jest.fn()} />);
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'mia@store.example');
  await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), 'robot');
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
  expect(scrollIntoView).toHaveBeenCalledTimes(1);
  expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('alert'));
  expect(screen.getByRole('button', { name: 'Register' })).toHaveFocus();
});
