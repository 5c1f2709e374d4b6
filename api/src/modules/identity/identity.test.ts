import type { Envelope } from '@portal/kit/contracts';
import { pointsOf } from '../../test/contests';
import { signedInMember } from '../../test/member';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  process.env.AUTH_RATE_LIMIT_PER_MINUTE = '1000';
  process.env.PORTAL_URL = 'http://portal.test';
  t = await createTestApp();
});
afterAll(() => t.close());

type Body = Envelope<Record<string, unknown>>;
const call = async (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  token?: string,
  language = 'en-US',
) => {
  const response = await t.app.inject({
    method,
    url: `/api${url}`,
    ...(payload ? { payload } : {}),
    headers: { 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: response.statusCode, body: response.json() as Body };
};

const lastMail = (to: string) =>
  t.db.one<{ subject: string; text_body: string }>(
    'select subject, text_body from mail_outbox where lower(to_address) = lower($1) order by id desc limit 1',
    [to],
  );
const tokenIn = (text: string) => /token=([\w-]+)/.exec(text)![1]!;

const signup = (overrides: object = {}) => ({
  firstName: 'Jean-Luc',
  lastName: 'Tremblay',
  email: 'new.member1@store.example',
  confirmEmail: 'new.member1@store.example',
  password: 'Secret#2026',
  birth: '1990-05-01',
  cellPhone: '+15145550100',
  address: '1 Main St',
  zip: '10001',
  gender: 'm',
  ...overrides,
});

async function signInWithOtp(email: string, password: string) {
  const first = await call('POST', '/s2/auth/signin', { username: email, password });
  expect(first.body.httpCode).toBe(204);
  const code = /(\d{6})/.exec((await lastMail(email)).text_body)![1];
  const second = await call('POST', '/s2/auth/verification', { data: first.body.data, otp: code });
  expect(second.status).toBe(200);
  return second.body.data as unknown as { accessToken: string; refreshToken: string; user: { id: string } };
}

describe('sign-up, confirmation and the first sign-in', () => {
  it('lists every invalid field with the spec messages and creates nothing', async () => {
    const { status, body } = await call(
      'POST',
      '/s2/auth/signup',
      signup({
        firstName: 'J3an',
        lastName: '',
        confirmEmail: 'other@store.example',
        password: 'weak',
        birth: '2015-01-01',
        cellPhone: '+1555',
      }),
    );
    expect(status).toBe(400);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        {
          type: 'firstName',
          code: 'validation.firstNameChars',
          message: 'First name must not contain any numeric digit and special character except the hyphen (-)',
        },
        { type: 'lastName', code: 'validation.notEmpty', message: 'Should not be empty.' },
        { type: 'confirmEmail', code: 'validation.emailMismatch', message: "Your emails don't match." },
        {
          type: 'password',
          code: 'validation.passwordRule',
          message:
            'Your password must be between 8 and 64 characters. It must contain at least one uppercase and one special character.',
        },
        { type: 'birth', code: 'validation.minAge', message: 'You must be at least 21 years old.' },
        { type: 'cellPhone', code: 'validation.phone', message: 'Please enter a valid US phone number.' },
      ]),
    );
    expect(await t.db.query('select 1 from member where email = $1', ['new.member1@store.example'])).toEqual([]);
  });

  it('accepts a password of 64 characters although the campaign rule says 20', async () => {
    const password = `Long#Pass${'x'.repeat(55)}`;
    const email = 'new.member3@store.example';
    const { status } = await call('POST', '/s2/auth/signup', signup({ email, confirmEmail: email, password }));
    expect(status).toBe(200);
  });

  it('refuses an impossible birth date with "Invalid Birth Date."', async () => {
    const { body } = await call('POST', '/s2/auth/signup', signup({ birth: '1990-02-31' }));
    expect(body.errors).toEqual([{ type: 'birth', code: 'validation.invalidBirth', message: 'Invalid Birth Date.' }]);
  });

  it('refuses an e-mail the store has not age-verified (pre-registration on)', async () => {
    const pre = await call(
      'POST',
      '/s1/user/pre-validation?type=PRE_REGISTER_RULE',
      signup({ email: 'stranger@example.com' }),
    );
    expect(pre.body.data).toEqual({
      valid: false,
      errorReason: 'This email is not associated with an age-verified account on our store site.',
    });
    const { status } = await call(
      'POST',
      '/s2/auth/signup',
      signup({ email: 'stranger@example.com', confirmEmail: 'stranger@example.com' }),
    );
    expect(status).toBe(403);
  });

  it('registers, records the referrer, mails the confirmation in the member language, and answers 406 until confirmed', async () => {
    const pre = await call('POST', '/s1/user/pre-validation?type=PRE_REGISTER_RULE', signup());
    expect(pre.body.data).toEqual({ valid: true });
    const demo = await t.db.one<{ id: string; ref_code: string }>(
      `select id, ref_code from member where email = 'demo@vapor-rewards.example'`,
    );
    const created = await call(
      'POST',
      `/s2/auth/signup?refCode=${demo.ref_code}`,
      signup({ additionalInfo: { source: 'flyer', promoCode: 'SPRING' } }),
      undefined,
      'fr-CA,fr;q=0.9',
    );
    expect(created).toEqual({
      status: 200,
      body: {
        httpCode: 200,
        message: 'Merci de votre inscription\u00a0! Consultez vos e-mails pour confirmer votre compte.',
      },
    });
    const member = await t.db.one<Record<string, unknown>>(
      `select status, referred_by, language, signup_source, promo_code, password_hash from member where email = 'new.member1@store.example'`,
    );
    expect(member).toMatchObject({
      status: 'unconfirmed',
      referred_by: demo.id,
      language: 'fr',
      signup_source: 'flyer',
      promo_code: 'SPRING',
    });
    expect(member.password_hash).toMatch(/^\$argon2id\$/);

    const mail = await lastMail('new.member1@store.example');
    expect(mail.subject).toBe('Confirmez votre compte Vapor Rewards');
    expect(mail.text_body).toContain('http://portal.test/confirm-account?token=');

    const early = await call('POST', '/s2/auth/signin', {
      username: 'new.member1@store.example',
      password: 'Secret#2026',
    });
    expect(early.body).toEqual({ httpCode: 406, code: 'member.notVerified', message: 'Error! User not verified.' });

    const duplicate = await call(
      'POST',
      '/s2/auth/signup',
      signup({ email: 'NEW.member1@store.example', confirmEmail: 'new.member1@store.example' }),
    );
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('An account with this email already exists.');

    const token = tokenIn(mail.text_body);
    expect((await call('POST', '/s2/auth/confirm-account?token=nope', {})).status).toBe(404);
    expect((await call('POST', `/s2/auth/confirm-account?token=${token}`, {})).body).toEqual({
      httpCode: 200,
      message: 'Account Confirmed you can login now',
    });
    expect((await call('POST', `/s2/auth/confirm-account?token=${token}`, {})).status).toBe(404);

    // Sign-up asked for first name, last name and gender: the intake survey counts as submitted.
    const session = await signInWithOtp('new.member1@store.example', 'Secret#2026');
    expect(session.user).toMatchObject({
      name: 'Jean-Luc Tremblay',
      requestIntakeSurveySubmitted: true,
      pointBalance: 0,
    });
    // A campaign whose sign-up does not ask for the gender leaves the survey to ask it.
    await t.db.query("update member set gender = null where email = 'new.member1@store.example'");
    const again = await signInWithOtp('new.member1@store.example', 'Secret#2026');
    expect(again.user).toMatchObject({ requestIntakeSurveySubmitted: false });
  });
});

describe('sign-ups racing for one address', () => {
  it('makes one account; the others are told the address is taken, never a server error', async () => {
    const email = 'new.member2@store.example';
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call('POST', '/s2/auth/signup', signup({ email, confirmEmail: email }))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const losers = answers.filter((answer) => answer.status === 409).map((answer) => answer.body.code);
    expect(new Set(losers)).toEqual(new Set(['identity.duplicateEmail']));
    expect(await t.db.one('select count(*)::int as count from member where lower(email) = $1', [email])).toEqual({
      count: 1,
    });
  });
});

describe('answers in the language of Accept-Language, with stable codes', () => {
  const french = 'fr-CA,fr;q=0.9,en;q=0.8';

  it('gives a French member French sign-up and validation errors; the codes do not change with the language', async () => {
    const taken = signup({ email: 'demo@vapor-rewards.example', confirmEmail: 'demo@vapor-rewards.example' });
    const fr = await call('POST', '/s2/auth/signup', taken, undefined, french);
    expect(fr.body).toEqual({
      httpCode: 409,
      code: 'identity.duplicateEmail',
      message: 'Un compte existe déjà avec cette adresse e-mail.',
      errors: [
        { type: 'email', code: 'identity.duplicateEmail', message: 'Un compte existe déjà avec cette adresse e-mail.' },
      ],
    });
    expect((await call('POST', '/s2/auth/signup', taken)).body.code).toBe('identity.duplicateEmail');
    // The pre-registration rule is the store's age verification only: a registered e-mail passes it, so
    // the portal shows the sign-up's 409 alone, not the modal about an unverified e-mail as well.
    const pre = await call('POST', '/s1/user/pre-validation?type=PRE_REGISTER_RULE', taken);
    expect(pre.body.data).toEqual({ valid: true });

    const invalid = await call('POST', '/s2/auth/signup', signup({ birth: '1990-02-31' }), undefined, french);
    expect(invalid.body).toMatchObject({
      httpCode: 400,
      code: 'identity.fieldsInvalid',
      message: 'Veuillez corriger les champs signalés.',
      errors: [{ type: 'birth', code: 'validation.invalidBirth', message: 'Date de naissance invalide.' }],
    });
  });

  it('translates schema validation (400) messages too', async () => {
    const { body } = await call('POST', '/s2/auth/signin', { username: 'a@b.co' }, undefined, 'es-MX');
    expect(body).toEqual({
      httpCode: 400,
      code: 'request.invalid',
      message: 'Solicitud no válida.',
      errors: [{ type: 'body', code: 'schema.required', message: 'password: es obligatorio' }],
    });
  });
});

describe('password recovery', () => {
  it('answers an unknown e-mail as it answers a known one, and mails nothing', async () => {
    const success = { httpCode: 200, message: 'We have sent a password reset link to your email.' };
    const unknown = await call('POST', '/s1/identities/forgot-password', { email: 'nobody@example.com' });
    expect(unknown).toEqual({ status: 200, body: success });
    const known = await call('POST', '/s1/identities/forgot-password', { email: 'demo@vapor-rewards.example' });
    expect(known).toEqual({ status: 200, body: success });
    expect(await t.db.query(`select 1 from mail_outbox where to_address = 'nobody@example.com'`)).toHaveLength(0);
  });

  it('answers a French or Spanish member in their language', async () => {
    const french = await call(
      'POST',
      '/s1/identities/forgot-password',
      { email: 'nobody@example.com' },
      undefined,
      'fr-CA',
    );
    expect(french.body.message).toBe('Nous vous avons envoyé par e-mail un lien de réinitialisation du mot de passe.');
    const spanish = await call(
      'POST',
      '/s1/identities/forgot-password',
      { email: 'nobody@example.com' },
      undefined,
      'es',
    );
    expect(spanish.body.message).toBe('Te hemos enviado por correo un enlace para restablecer la contraseña.');
  });

  it('keeps the spec error list for a malformed address', async () => {
    const { status, body } = await call('POST', '/s1/identities/forgot-password', { email: 'not-an-address' });
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      { type: 'email', code: 'identity.emailNotRegistered', message: 'Please provide your registered email Id.' },
    ]);
  });

  it('mails a single-use link, validates it, applies the password rule, resets and ends old sessions', async () => {
    const before = await signInWithOtp('demo@vapor-rewards.example', 'Demo#2026');
    const sent = await call('POST', '/s1/identities/forgot-password', { email: 'Demo@Vapor-Rewards.example' });
    expect(sent.body).toEqual({ httpCode: 200, message: 'We have sent a password reset link to your email.' });
    const token = tokenIn((await lastMail('demo@vapor-rewards.example')).text_body);

    expect((await call('POST', '/s2/identities/tokenvalidation?token=bad', {})).body).toEqual({
      httpCode: 404,
      code: 'identity.resetLinkInvalid',
      message: 'Your password reset link is invalid.',
    });
    expect((await call('POST', `/s2/identities/tokenvalidation?token=${token}`, {})).status).toBe(200);

    const weak = await call('POST', `/s1/identities/reset-password?token=${token}`, { password: 'alllowercase' });
    expect(weak.status).toBe(400);
    const done = await call('POST', `/s1/identities/reset-password?token=${token}`, { password: 'NewDemo#2026' });
    expect(done.body).toEqual({ httpCode: 200, message: 'Your password has been reset. You can login now.' });
    expect(
      (await call('POST', `/s1/identities/reset-password?token=${token}`, { password: 'Other#2026x' })).status,
    ).toBe(404);

    expect((await call('POST', '/s2/auth/refreshtoken', { refreshToken: before.refreshToken })).status).toBe(401);
    expect(
      (await call('POST', '/s2/auth/signin', { username: 'demo@vapor-rewards.example', password: 'Demo#2026' })).status,
    ).toBe(401);
    await signInWithOtp('demo@vapor-rewards.example', 'NewDemo#2026');
  });
});

describe('profile, bonus and intake survey', () => {
  let session: { accessToken: string; user: { id: string } };
  beforeAll(async () => {
    await call(
      'POST',
      '/s2/auth/signup',
      signup({ email: 'new.member2@store.example', confirmEmail: 'new.member2@store.example' }),
    );
    await call(
      'POST',
      `/s2/auth/confirm-account?token=${tokenIn((await lastMail('new.member2@store.example')).text_body)}`,
      {},
    );
    session = await signInWithOtp('new.member2@store.example', 'Secret#2026');
  });

  it("needs a token and shows only the caller's own profile", async () => {
    expect((await call('GET', `/s2/identities/${session.user.id}`)).body).toEqual({
      httpCode: 401,
      code: 'request.unauthorized',
      message: 'Unauthorized.',
    });
    const demo = await t.db.one<{ id: string }>(`select id from member where email = 'demo@vapor-rewards.example'`);
    expect((await call('GET', `/s2/identities/${demo.id}`, undefined, session.accessToken)).status).toBe(404);
    const own = await call('GET', `/s2/identities/${session.user.id}`, undefined, session.accessToken);
    expect(own.body.data).toMatchObject({
      email: 'new.member2@store.example',
      intakeSurveySubmitted: true,
      birth: '1990-05-01',
    });
  });

  it('submits the intake survey (18+, m or f), which then counts as submitted whatever the profile holds', async () => {
    await t.db.query("update member set last_name = null, gender = null where email = 'new.member2@store.example'");
    const before = await call('GET', `/s2/identities/${session.user.id}`, undefined, session.accessToken);
    expect(before.body.data).toMatchObject({ intakeSurveySubmitted: false });
    const young = await call(
      'POST',
      '/s1/identities/intake-survey',
      { firstName: 'Ana', lastName: 'Lee', gender: 'f', birth: '2015-01-01' },
      session.accessToken,
    );
    expect(young.body.errors).toEqual([
      { type: 'birth', code: 'validation.minAge', message: 'You must be at least 18 years old.' },
    ]);
    expect(
      (
        await call(
          'POST',
          '/s1/identities/intake-survey',
          { firstName: 'Ana', lastName: 'Lee', gender: 'na' },
          session.accessToken,
        )
      ).status,
    ).toBe(400);
    const ok = await call(
      'POST',
      '/s1/identities/intake-survey',
      { firstName: 'Ana', lastName: 'Lee', gender: 'f', zip: '10002', birth: '1999-01-01' },
      session.accessToken,
    );
    expect(ok.body.data).toMatchObject({ intakeSurveySubmitted: true, firstName: 'Ana', zip: '10002' });
    await t.db.query("update member set gender = null where email = 'new.member2@store.example'");
    const after = await call('GET', `/s2/identities/${session.user.id}`, undefined, session.accessToken);
    expect(after.body.data).toMatchObject({ intakeSurveySubmitted: true });
  });

  it('validates the profile, credits the completion bonus once (201) and then just updates (200)', async () => {
    const bad = await call(
      'PUT',
      `/s1/user/${session.user.id}`,
      { firstName: 'Ana', lastName: 'Lee', gender: 'f' },
      session.accessToken,
    );
    expect(bad.body).toMatchObject({ httpCode: 400, errors: [{ type: 'cellPhone', message: 'Should not be empty.' }] });
    // The phone field's mask alone is no number, and completes no profile.
    const maskOnly = await call(
      'PUT',
      `/s1/user/${session.user.id}`,
      { firstName: 'Ana', lastName: 'Lee', gender: 'f', cellPhone: '+1' },
      session.accessToken,
    );
    expect(maskOnly.body).toMatchObject({
      httpCode: 400,
      errors: [{ type: 'cellPhone', message: 'Should not be empty.' }],
    });
    // The campaign's configured zip rule (4 to 6 characters) holds here as on sign-up; an empty zip may stay empty.
    const badZip = await call(
      'PUT',
      `/s1/user/${session.user.id}`,
      { firstName: 'Ana', lastName: 'Lee', gender: 'f', cellPhone: '+15145550100', zip: 'ABC' },
      session.accessToken,
    );
    expect(badZip.body).toMatchObject({
      httpCode: 400,
      errors: [{ type: 'zip', message: 'Should not be less then 4.' }],
    });
    const badSurveyZip = await call(
      'POST',
      '/s1/identities/intake-survey',
      { firstName: 'Ana', lastName: 'Lee', gender: 'f', zip: '1234567' },
      session.accessToken,
    );
    expect(badSurveyZip.body).toMatchObject({
      httpCode: 400,
      errors: [{ type: 'zip', message: 'Should not be greater then 6.' }],
    });
    const profile = {
      firstName: 'Ana',
      lastName: 'Lee',
      gender: 'f',
      cellPhone: '+15145550100',
      birth: '1999-01-01',
      address: '1 Main St',
      city: 'New York',
      state: 'NY',
      zip: '10002',
      instagramHandle: '@ana',
    };
    const first = await call('PUT', `/s1/user/${session.user.id}`, profile, session.accessToken);
    expect(first.body).toMatchObject({
      httpCode: 201,
      message: "Thanks for coming back! You've earned 50 points.",
      data: { bonusPoints: 50, profile: { instagramHandle: '@ana' } },
    });
    const again = await call(
      'PUT',
      `/s1/user/${session.user.id}`,
      { ...profile, city: 'Brooklyn' },
      session.accessToken,
    );
    expect(again.body).toMatchObject({
      httpCode: 200,
      message: 'Successfully updated your profile.',
      data: { bonusPoints: 0 },
    });
    expect((await call('GET', '/s1/points/pointbalance', undefined, session.accessToken)).body).toEqual({
      httpCode: 200,
      data: { pointBalance: 50, lifetimePoints: 50 },
    });
    const ledger = await t.db.query(`select 1 from points_ledger where member_id = $1 and source = 'profile-bonus'`, [
      session.user.id,
    ]);
    expect(ledger).toHaveLength(1);
  });

  it('credits the completion bonus once when 10 complete profiles arrive at the same time', async () => {
    const member = await signedInMember(t);
    const profile = {
      firstName: 'Bo',
      lastName: 'Ray',
      gender: 'm',
      cellPhone: '+15145550101',
      birth: '1990-01-01',
      address: '2 Main St',
      city: 'New York',
      state: 'NY',
      zip: '10002',
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        member.inject({ method: 'PUT', url: `/s1/user/${member.id}`, payload: profile }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(await pointsOf(t.db, member.id)).toEqual({ balance: 50, ledger: 50 });
  });

  it("refuses another member's profile update", async () => {
    const demo = await t.db.one<{ id: string }>(`select id from member where email = 'demo@vapor-rewards.example'`);
    expect((await call('PUT', `/s1/user/${demo.id}`, { firstName: 'X' }, session.accessToken)).status).toBe(404);
  });
});
