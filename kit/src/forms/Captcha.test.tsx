import { act, render } from '@testing-library/react';
import type { CaptchaConfig } from '../contracts';
import { Captcha, CAPTCHA_V3_REFRESH_MS } from './Captcha';

const config = (recaptchaVersion: 'V2' | 'V3'): CaptchaConfig => ({
  recaptchaSiteKey: 'site-key',
  recaptchaVersion,
  registrationCaptcha: true,
  loginCaptcha: true,
  supportCaptcha: true,
  packageCodeCaptcha: true,
});

/** Google's script as the page sees it once loaded: each execute answers the next token. */
function fakeRecaptcha() {
  let issued = 0;
  const grecaptcha = {
    ready: jest.fn((callback: () => void) => callback()),
    render: jest.fn((_element: HTMLElement, _options: { callback: (token: string) => void }) => 0),
    execute: jest.fn(async () => `token-${++issued}`),
  };
  window.grecaptcha = grecaptcha;
  return grecaptcha;
}

/** Lets the script's promises settle under fake timers. */
const settle = () =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });

beforeEach(() => jest.useFakeTimers());

afterEach(() => {
  jest.useRealTimers();
  delete window.grecaptcha;
});

describe('the captcha', () => {
  it('asks V3 for no new token when its caller re-renders with a new onToken, and gives the latest one the refresh', async () => {
    const grecaptcha = fakeRecaptcha();
    const first = jest.fn();
    // Callers write `onToken={(token) => form.set('captcha', token)}`: a new function on each render.
    const { rerender } = render(<Captcha config={config('V3')} action="login" onToken={first} />);
    await settle();
    expect(grecaptcha.execute).toHaveBeenCalledTimes(1);
    expect(grecaptcha.execute).toHaveBeenCalledWith('site-key', { action: 'login' });
    expect(first).toHaveBeenCalledWith('token-1');

    const later = jest.fn();
    for (let i = 0; i < 5; i += 1) {
      rerender(<Captcha config={config('V3')} action="login" onToken={i === 4 ? later : jest.fn()} />);
      await settle();
    }
    expect(grecaptcha.execute).toHaveBeenCalledTimes(1);

    await act(async () => {
      await jest.advanceTimersByTimeAsync(CAPTCHA_V3_REFRESH_MS);
    });
    expect(grecaptcha.execute).toHaveBeenCalledTimes(2);
    expect(later).toHaveBeenCalledWith('token-2');
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('renders the V2 box once across re-renders and reports to the latest onToken', async () => {
    const grecaptcha = fakeRecaptcha();
    const { rerender } = render(<Captcha config={config('V2')} action="signup" onToken={jest.fn()} />);
    await settle();
    const later = jest.fn();
    rerender(<Captcha config={config('V2')} action="signup" onToken={later} />);
    await settle();
    expect(grecaptcha.render).toHaveBeenCalledTimes(1);
    act(() => grecaptcha.render.mock.calls[0]![1].callback('solved'));
    expect(later).toHaveBeenCalledWith('solved');
  });
});
