import { useEffect, useRef } from 'react';
import type { CaptchaConfig } from '../contracts';

interface Grecaptcha {
  ready(callback: () => void): void;
  render(
    element: HTMLElement,
    options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void },
  ): number;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const SCRIPT_ID = 'recaptcha-script';
/** A V3 token is refreshed every 45 seconds (docs/product/limits.md, Captcha V3 refresh). */
export const CAPTCHA_V3_REFRESH_MS = 45_000;

function loadScript(): Promise<Grecaptcha> {
  return new Promise((resolve, reject) => {
    const ready = () => window.grecaptcha?.ready(() => resolve(window.grecaptcha!));
    if (window.grecaptcha) return ready();
    let script = document.getElementById(SCRIPT_ID) as HTMLScriptElement | null;
    if (!script) {
      script = Object.assign(document.createElement('script'), {
        id: SCRIPT_ID,
        src: 'https://www.google.com/recaptcha/api.js?render=explicit',
        async: true,
      });
      document.head.append(script);
    }
    script.addEventListener('load', ready);
    script.addEventListener('error', () => reject(new Error('captcha script failed to load')));
  });
}

interface CaptchaProps {
  /** The campaign's captcha settings (site key and version); nothing renders without a site key. */
  config: CaptchaConfig | undefined;
  /** The reCAPTCHA action name, e.g. "signup". */
  action: string;
  onToken: (token: string) => void;
}

/**
 * reCAPTCHA V2 (checkbox) or V3 (invisible), reporting its token (or '' when it expires). Callers pass
 * a new onToken on each render: it is kept in a ref, so a re-render neither asks V3 for another token
 * nor renders the V2 box again; the token goes to the latest one.
 */
export function Captcha({ config, action, onToken }: CaptchaProps) {
  const box = useRef<HTMLDivElement>(null);
  const report = useRef(onToken);
  useEffect(() => {
    report.current = onToken;
  }, [onToken]);
  const siteKey = config?.recaptchaSiteKey;
  const version = config?.recaptchaVersion ?? 'V2';

  useEffect(() => {
    if (!siteKey) return undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let live = true;
    loadScript().then(
      (grecaptcha) => {
        if (!live) return;
        if (version === 'V2' && box.current) {
          grecaptcha.render(box.current, {
            sitekey: siteKey,
            callback: (token) => report.current(token),
            'expired-callback': () => report.current(''),
          });
          return;
        }
        const refresh = () =>
          void grecaptcha.execute(siteKey, { action }).then((token) => live && report.current(token));
        refresh();
        timer = setInterval(refresh, CAPTCHA_V3_REFRESH_MS);
      },
      (error: unknown) => console.warn('[forms] captcha unavailable', error),
    );
    return () => {
      live = false;
      if (timer) clearInterval(timer);
    };
  }, [siteKey, version, action]);

  return version === 'V2' ? <div ref={box} /> : null;
}
