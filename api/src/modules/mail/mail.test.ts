import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../test/test-app';
import nodemailer, { type Transporter } from 'nodemailer';
import { createMailer, loadMailSettings } from './mailer';
import { type MailKind, renderMail } from './templates';

let t: TestApp;
beforeAll(async () => {
  delete process.env.SMTP_URL;
  process.env.DEV_MAILBOX = 'true';
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('mail', () => {
  it('translates every message into the member language', () => {
    expect(renderMail('otp', 'es', { name: 'Ana', code: '123456', minutes: '2' })).toEqual({
      subject: 'Tu código de inicio de sesión de Vapor Rewards',
      text: expect.stringContaining('Tu código de inicio de sesión es 123456. Caduca en 2 minutos.'),
    });
    expect(renderMail('reset-password', 'fr', { name: 'Luc', link: 'http://x/reset' }).subject).toBe(
      'Réinitialisez votre mot de passe Vapor Rewards',
    );
  });

  // Keyed by kind, so a new kind of mail does not compile until it is listed here.
  const KINDS: Record<MailKind, true> = {
    'confirm-account': true,
    otp: true,
    'reset-password': true,
    'ticket-reply': true,
    'contact-message': true,
    'referral-invitation': true,
  };
  const VALUES = {
    name: 'Ana Q',
    code: '918273',
    minutes: '7',
    link: 'http://portal.example/l/xyz',
    subject: 'Où est ma commande',
    ticket: '4242',
    email: 'ana@store.example',
    message: 'Bonjour, merci',
  };

  it.each(Object.keys(KINDS) as MailKind[])(
    'writes the %s mail in French and Spanish, with every value the English one shows',
    (kind) => {
      const english = renderMail(kind, 'en', VALUES);
      const shown = Object.values(VALUES).filter((value) => `${english.subject}\n${english.text}`.includes(value));
      expect(shown.length).toBeGreaterThan(0);
      for (const language of ['fr', 'es'] as const) {
        const mail = renderMail(kind, language, VALUES);
        expect(mail.subject).not.toBe(english.subject);
        expect(mail.text).not.toBe(english.text);
        for (const value of shown) expect(`${mail.subject}\n${mail.text}`).toContain(value);
        expect(`${mail.subject}${mail.text}`).not.toContain('{{');
      }
    },
  );

  it('uses SMTP only when SMTP_URL is set, and the mailbox only when DEV_MAILBOX=true outside production', () => {
    expect(loadMailSettings({})).toMatchObject({ smtpUrl: undefined, mailboxEnabled: false });
    expect(loadMailSettings({ SMTP_URL: 'smtp://mail:1025' })).toMatchObject({
      smtpUrl: 'smtp://mail:1025',
      mailboxEnabled: false,
    });
    expect(loadMailSettings({ DEV_MAILBOX: 'true' }).mailboxEnabled).toBe(true);
    expect(() =>
      loadMailSettings({ DEV_MAILBOX: 'true', NODE_ENV: 'production', SMTP_URL: 'smtp://mail:1025' }),
    ).toThrow('DEV_MAILBOX=true is refused with NODE_ENV=production');
  });

  it('refuses a production start without SMTP_URL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('SMTP_URL must be set when NODE_ENV=production');
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:1025' })).not.toThrow();
  });

  it('serves no mailbox unless DEV_MAILBOX=true', async () => {
    delete process.env.DEV_MAILBOX;
    const closed = await createTestApp({ seed: false });
    process.env.DEV_MAILBOX = 'true';
    expect((await closed.app.inject({ url: '/api/dev/mailbox?to=a@store.example' })).statusCode).toBe(404);
    await closed.close();
  });

  it('lists nothing without ?to= and the newest mail first', async () => {
    const mailer = createMailer(t.db, loadMailSettings({}));
    for (const code of [
      '100001',
      '100002',
      '100003',
      '100004',
      '100005',
      '100006',
      '100007',
      '100008',
      '100009',
      '100010',
      '100011',
    ]) {
      await mailer.send({
        to: 'c@store.example',
        kind: 'otp',
        language: 'en',
        values: { name: 'Cy', code, minutes: '2' },
        secretValidSeconds: 120,
      });
    }
    expect((await t.app.inject({ url: '/api/dev/mailbox' })).body).not.toContain('1000');
    const page = (await t.app.inject({ url: '/api/dev/mailbox?to=c@store.example' })).body;
    expect(/\b(1000\d\d)\b/.exec(page)?.[1]).toBe('100011');
  });

  it('keeps mails in the outbox and shows them escaped, with clickable links, filtered by address', async () => {
    const mailer = createMailer(t.db, loadMailSettings({}));
    await mailer.send({
      to: 'a@store.example',
      kind: 'confirm-account',
      language: 'en',
      values: { name: '<b>Ann</b>', link: 'http://portal.test/confirm-account?token=abc' },
      secretValidSeconds: 3600,
    });
    await mailer.send({
      to: 'b@store.example',
      kind: 'otp',
      language: 'en',
      values: { name: 'Bo', code: '654321', minutes: '2' },
      secretValidSeconds: 120,
    });
    const page = await t.app.inject({ url: '/api/dev/mailbox?to=A@store.example' });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Hello &lt;b&gt;Ann&lt;/b&gt;');
    expect(page.body).toContain('<a href="http://portal.test/confirm-account?token=abc">');
    expect(page.body).not.toContain('654321');
  });

  it('removes the body of a sent mail and of one whose secret expired; the mailbox shows neither', async () => {
    const bodyOf = async (to: string) =>
      (await t.db.one<{ text_body: string | null }>('select text_body from mail_outbox where to_address = $1', [to]))
        .text_body;
    const otp = (to: string, code: string) => ({
      to,
      kind: 'otp' as const,
      language: 'en' as const,
      values: { name: 'Di', code, minutes: '2' },
      secretValidSeconds: 120,
    });
    const smtp = createMailer(t.db, loadMailSettings({}), nodemailer.createTransport({ jsonTransport: true }));
    await smtp.send(otp('sent@store.example', '200001'));
    expect(await bodyOf('sent@store.example')).toBeNull();

    const local = createMailer(t.db, loadMailSettings({}));
    await local.send(otp('kept@store.example', '200002'));
    expect((await t.app.inject({ url: '/api/dev/mailbox?to=kept@store.example' })).body).toContain('200002');
    await t.db.query(
      `update mail_outbox set body_expires_at = now() - interval '1 second' where to_address = 'kept@store.example'`,
    );
    await local.send(otp('other@store.example', '200003'));
    expect(await bodyOf('kept@store.example')).toBeNull();
    expect((await t.app.inject({ url: '/api/dev/mailbox?to=kept@store.example' })).body).not.toContain('200002');
  });

  describe('when the SMTP server fails', () => {
    const reply = (to: string) => ({
      to,
      kind: 'ticket-reply' as const,
      language: 'fr' as const,
      values: { name: 'Di', subject: 'Colis', ticket: '7', link: 'http://portal.example/help-desk/7' },
      secretValidSeconds: 3600,
    });
    // The SMTP edge: refuses while `down`, and counts what it was given.
    const smtpServer = () => {
      const server = { down: true, delivered: [] as string[] };
      const transport = {
        sendMail: async (mail: { to: string }) => {
          if (server.down) {
            throw Object.assign(new Error('connect ECONNREFUSED for smtp://mailer:Secr3t@smtp.example'), {
              code: 'ECONNECTION',
            });
          }
          server.delivered.push(mail.to);
          return {};
        },
      } as unknown as Transporter;
      return { server, transport };
    };
    const outboxRow = (to: string) =>
      t.db.one<{ attempts: number; last_error: string | null; sent: boolean; body: boolean; waits: boolean }>(
        `select attempts, last_error, sent_at is not null as sent, text_body is not null as body,
                next_attempt_at > now() as waits
           from mail_outbox where to_address = $1`,
        [to],
      );
    const makeDue = (to: string) =>
      t.db.query(`update mail_outbox set next_attempt_at = now() - interval '1 second' where to_address = $1`, [to]);

    it('keeps the mail for a later attempt instead of failing the caller, and sends it once the server is back', async () => {
      const { server, transport } = smtpServer();
      const mailer = createMailer(t.db, loadMailSettings({}), transport);
      await expect(mailer.send(reply('retry@store.example'))).resolves.toBe('queued');
      expect(await outboxRow('retry@store.example')).toEqual({
        attempts: 1,
        last_error: 'ECONNECTION',
        sent: false,
        body: true,
        waits: true,
      });
      expect(await mailer.relayDue()).toEqual({ sent: 0, failed: 0 });
      await makeDue('retry@store.example');
      expect(await mailer.relayDue()).toEqual({ sent: 0, failed: 1 });
      expect((await outboxRow('retry@store.example')).attempts).toBe(2);
      server.down = false;
      await makeDue('retry@store.example');
      expect(await mailer.relayDue()).toEqual({ sent: 1, failed: 0 });
      expect(await outboxRow('retry@store.example')).toMatchObject({ sent: true, body: false });
      expect(server.delivered).toEqual(['retry@store.example']);
    });

    it('sends a due mail once when two relays run at once, and never one whose secret has expired', async () => {
      const { server, transport } = smtpServer();
      const mailer = createMailer(t.db, loadMailSettings({}), transport);
      await mailer.send(reply('twice@store.example'));
      await mailer.send(reply('expired@store.example'));
      await makeDue('twice@store.example');
      await t.db.query(
        `update mail_outbox set next_attempt_at = now() - interval '1 second', body_expires_at = now() - interval '1 second'
          where to_address = 'expired@store.example'`,
      );
      server.down = false;
      const relays = await Promise.all([mailer.relayDue(), mailer.relayDue(), mailer.relayDue()]);
      expect(relays.reduce((sum, relay) => sum + relay.sent, 0)).toBe(1);
      expect(server.delivered).toEqual(['twice@store.example']);
    });

    it('never keeps the server address or its password in the outbox', async () => {
      const { transport } = smtpServer();
      await createMailer(t.db, loadMailSettings({}), transport).send(reply('secret@store.example'));
      expect(JSON.stringify(await outboxRow('secret@store.example'))).not.toMatch(/Secr3t|smtp:\/\//);
    });
  });
});
