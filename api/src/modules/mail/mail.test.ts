import { createTestApp, type TestApp } from '../../test/test-app';
import { createMailer, loadMailSettings } from './mailer';
import { renderMail } from './templates';

let t: TestApp;
beforeAll(async () => {
  delete process.env.SMTP_URL;
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('mail', () => {
  it('translates every message into the member language', () => {
    expect(renderMail('otp', 'es', { name: 'Ana', code: '123456', minutes: '2' })).toEqual({
      subject: 'Tu código de inicio de sesión de Vapor Rewards',
      text: expect.stringContaining('Tu código de inicio de sesión es 123456. Caduca en 2 minutos.'),
    });
    expect(renderMail('reset-password', 'fr', { name: 'Luc', link: 'http://x/reset' }).subject).toBe('Réinitialisez votre mot de passe Vapor Rewards');
  });

  it('uses SMTP only when SMTP_URL is set, and shows the mailbox otherwise', () => {
    expect(loadMailSettings({})).toMatchObject({ smtpUrl: undefined, mailboxEnabled: true });
    expect(loadMailSettings({ SMTP_URL: 'smtp://mail:1025' })).toMatchObject({ smtpUrl: 'smtp://mail:1025', mailboxEnabled: false });
    expect(loadMailSettings({ SMTP_URL: 'smtp://mail:1025', DEV_MAILBOX: 'true' }).mailboxEnabled).toBe(true);
  });

  it('keeps mails in the outbox and shows them escaped, with clickable links, filtered by address', async () => {
    const mailer = createMailer(t.db, loadMailSettings({}));
    await mailer.send({ to: 'a@store.example', kind: 'confirm-account', language: 'en', values: { name: '<b>Ann</b>', link: 'http://portal.test/confirm-account?token=abc' } });
    await mailer.send({ to: 'b@store.example', kind: 'otp', language: 'en', values: { name: 'Bo', code: '654321', minutes: '2' } });
    const page = await t.app.inject({ url: '/api/dev/mailbox?to=A@store.example' });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Hello &lt;b&gt;Ann&lt;/b&gt;');
    expect(page.body).toContain('<a href="http://portal.test/confirm-account?token=abc">');
    expect(page.body).not.toContain('654321');
    expect((await t.app.inject({ url: '/api/dev/mailbox' })).body).toContain('654321');
  });
});
