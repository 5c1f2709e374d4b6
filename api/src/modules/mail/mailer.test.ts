import { loadMailSettings } from './mailer';

// SMTP_URL holds the SMTP password: a malformed one must be refused without ever quoting it.
describe('SMTP_URL', () => {
  const refusal = (value: string): string => {
    try {
      loadMailSettings({ SMTP_URL: value });
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error(`SMTP_URL ${value} was accepted`);
  };

  it.each([
    ['no scheme', 'mailer:Secr3t@smtp.example.com:587'],
    ['not a URL', 'Secr3t smtp.example.com'],
    ['another scheme', 'https://mailer:Secr3t@smtp.example.com'],
    ['no host', 'smtp://mailer:Secr3t@'],
  ])('refuses %s, naming the variable and its form, never the value', (_case, value) => {
    const message = refusal(value);
    expect(message).toMatch(
      /^SMTP_URL is not a valid SMTP address: it must have the form smtp:\/\/user:password@host:port/,
    );
    expect(message).not.toContain('Secr3t');
    expect(message).not.toContain('smtp.example.com');
  });

  it('takes smtp: and smtps: addresses', () => {
    expect(loadMailSettings({ SMTP_URL: 'smtp://mailer:Secr3t@smtp.example.com:587' }).smtpUrl).toBe(
      'smtp://mailer:Secr3t@smtp.example.com:587',
    );
    expect(loadMailSettings({ SMTP_URL: 'smtps://smtp.example.com' }).smtpUrl).toBe('smtps://smtp.example.com');
  });
});
