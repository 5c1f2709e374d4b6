import { DomainError } from './domain-error';

export interface CaptchaSettings {
  verifyUrl: string;
  secret: string | undefined;
}

/** reCAPTCHA v3 scores below this are treated as bots. */
const MIN_SCORE = 0.5;

/**
 * Verifies a captcha answer with the provider when the campaign asks for one; when it does not,
 * the field is ignored. A missing answer is the spec's "Error! Please select captcha."
 */
export async function verifyCaptcha(
  settings: CaptchaSettings,
  required: boolean,
  answer: string | undefined,
): Promise<void> {
  if (!required) return;
  if (!answer) throw new DomainError('auth.captchaMissing', 400);
  if (!settings.secret) throw new DomainError('auth.captchaNotConfigured', 503);
  let result: { success?: boolean; score?: number };
  try {
    const response = await fetch(settings.verifyUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: settings.secret, response: answer }),
      signal: AbortSignal.timeout(5000),
    });
    result = (await response.json()) as typeof result;
  } catch (error) {
    throw new DomainError('auth.captchaUnverifiable', 503, { cause: error });
  }
  if (result.success !== true || (typeof result.score === 'number' && result.score < MIN_SCORE)) {
    throw new DomainError('auth.captchaFailed', 400);
  }
}
