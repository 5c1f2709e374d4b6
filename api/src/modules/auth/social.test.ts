import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Envelope } from '@portal/kit/contracts';
import jwt from 'jsonwebtoken';
import { pointsOf } from '../../test/contests';
import { signedInMember } from '../../test/member';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A local identity provider: real RS256 ID tokens, a JWKS endpoint, and a Facebook-style graph API. */
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
const KID = 'test-key-1';
let provider: Server;
let base = '';

function serveProvider(request: { url?: string }, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://x');
  const json = (body: unknown) => response.setHeader('Content-Type', 'application/json').end(JSON.stringify(body));
  if (url.pathname === '/jwks')
    return json({ keys: [{ ...publicKey.export({ format: 'jwk' }), kid: KID, alg: 'RS256', use: 'sig' }] });
  if (url.pathname === '/debug_token') {
    const valid =
      url.searchParams.get('input_token') === 'fb-good' && url.searchParams.get('access_token') === 'fb-app|fb-secret';
    return json({ data: { is_valid: valid, app_id: 'fb-app', user_id: 'fb-42' } });
  }
  if (url.pathname === '/me')
    return json({ id: 'fb-42', email: 'new.member6@store.example', first_name: 'Fay', last_name: 'Book' });
  response.statusCode = 404;
  return response.end();
}

const idToken = (claims: object, key = privateKey, kid = KID) =>
  jwt.sign({ email_verified: true, ...claims }, key, {
    algorithm: 'RS256',
    keyid: kid,
    issuer: 'https://idp.test',
    audience: 'google-client',
    expiresIn: 300,
  });

let t: TestApp;
beforeAll(async () => {
  provider = createServer(serveProvider);
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  Object.assign(process.env, {
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    GOOGLE_CLIENT_ID: 'google-client',
    GOOGLE_ISSUER: 'https://idp.test',
    GOOGLE_JWKS_URL: `${base}/jwks`,
    FACEBOOK_APP_ID: 'fb-app',
    FACEBOOK_APP_SECRET: 'fb-secret',
    FACEBOOK_GRAPH_URL: base,
  });
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  provider.close();
});

type Body = Envelope<Record<string, unknown>>;
const send = async (method: 'POST' | 'PUT', url: string, payload: object) => {
  const response = await t.app.inject({ method, url: `/api${url}`, payload, headers: { 'accept-language': 'es' } });
  // The member writes in Spanish: errors answer in Spanish, with the same codes as in English.
  return { status: response.statusCode, body: response.json() as Body };
};

describe('social sign-in', () => {
  it('refuses a token signed by another key, for another audience, or not a token at all', async () => {
    const forged = idToken({ sub: 'g-1', email: 'new.member5@store.example' }, stranger.privateKey);
    expect((await send('POST', '/s2/auth/google', { id: forged })).body).toEqual({
      httpCode: 401,
      code: 'auth.socialRejected',
      message: 'No pudimos verificar tu inicio de sesión con google. Inténtalo de nuevo.',
    });
    const otherAudience = jwt.sign({ sub: 'g-1' }, privateKey, {
      algorithm: 'RS256',
      keyid: KID,
      issuer: 'https://idp.test',
      audience: 'someone-else',
    });
    expect((await send('POST', '/s2/auth/google', { id: otherAudience })).status).toBe(401);
    expect((await send('POST', '/s2/auth/google', { id: 'not-a-jwt' })).status).toBe(401);
  });

  it('answers 400 for a provider with no client id', async () => {
    expect((await send('POST', '/s2/auth/apple', { id: idToken({ sub: 'a-1' }) })).body).toEqual({
      httpCode: 400,
      code: 'auth.socialUnavailable',
      message: 'El inicio de sesión con apple no está disponible.',
    });
  });

  it('answers 202 for a new person, completes the registration with PUT /s2/auth/oauth, then signs in with 200', async () => {
    const token = idToken({ sub: 'g-77', email: 'new.member5@store.example', given_name: 'Gail', family_name: 'Oak' });
    const first = await send('POST', '/s2/auth/google', { id: token });
    expect(first.body).toMatchObject({
      httpCode: 202,
      data: { email: 'new.member5@store.example', firstName: 'Gail', lastName: 'Oak' },
    });
    const registrationToken = (first.body.data as { registrationToken: string }).registrationToken;

    const empty = await send('PUT', '/s2/auth/oauth', { additionalInfo: { token: registrationToken } });
    expect(empty.body.errors).toEqual([
      { type: 'firstName', code: 'validation.notEmpty', message: 'No debe estar vacío.' },
      { type: 'lastName', code: 'validation.notEmpty', message: 'No debe estar vacío.' },
      { type: 'gender', code: 'validation.notEmpty', message: 'No debe estar vacío.' },
    ]);
    expect(
      (
        await send('PUT', '/s2/auth/oauth', {
          firstName: 'G',
          lastName: 'O',
          gender: 'f',
          additionalInfo: { token: 'forged' },
        })
      ).status,
    ).toBe(400);

    const done = await send('PUT', '/s2/auth/oauth', {
      firstName: 'Gail',
      lastName: 'Oak',
      gender: 'f',
      additionalInfo: { token: registrationToken },
    });
    expect(done.body).toMatchObject({
      httpCode: 200,
      message: 'Inicio de sesión correcto.',
      data: { user: { email: 'new.member5@store.example', name: 'Gail Oak' } },
    });
    const member = await t.db.one<{ status: string; language: string }>(
      `select status, language from member where email = 'new.member5@store.example'`,
    );
    expect(member).toEqual({ status: 'active', language: 'es' });

    expect((await send('POST', '/s2/auth/google', { id: token })).body.httpCode).toBe(200);
  });

  it('refuses to register an e-mail the store has not age-verified', async () => {
    const first = await send('POST', '/s2/auth/google', { id: idToken({ sub: 'g-78', email: 'minor@example.com' }) });
    const registrationToken = (first.body.data as { registrationToken: string }).registrationToken;
    const done = await send('PUT', '/s2/auth/oauth', {
      firstName: 'Mo',
      lastName: 'Ng',
      gender: 'm',
      additionalInfo: { token: registrationToken },
    });
    expect(done.body).toEqual({
      httpCode: 403,
      code: 'identity.notAgeVerified',
      message: 'Este correo no está asociado a una cuenta con edad verificada en nuestra tienda.',
    });
  });

  it('links a verified e-mail to the existing member and signs in at once', async () => {
    const result = await send('POST', '/s2/auth/google', {
      id: idToken({ sub: 'g-demo', email: 'demo@vapor-rewards.example' }),
    });
    expect(result.body).toMatchObject({ httpCode: 200, data: { user: { email: 'demo@vapor-rewards.example' } } });
  });

  it('never links an e-mail the provider has not verified, and opens no account without a verified one', async () => {
    const refusal = {
      httpCode: 403,
      code: 'auth.socialEmailUnverified',
      message: 'Tu cuenta de google no nos dio un correo verificado. Regístrate con el formulario.',
    };
    const unverified = await send('POST', '/s2/auth/google', {
      id: idToken({ sub: 'g-evil', email: 'demo@vapor-rewards.example', email_verified: false }),
    });
    expect(unverified.body).toEqual(refusal);
    const none = await send('POST', '/s2/auth/google', { id: idToken({ sub: 'g-phone', email: undefined }) });
    expect(none.body).toEqual(refusal);
    expect(
      await t.db.one(`select count(*)::int as n from social_identity where subject in ('g-evil', 'g-phone')`),
    ).toEqual({
      n: 0,
    });
  });

  it('takes only the verified e-mail at completion: an address typed in the form cannot open an account', async () => {
    // A registration token of an account with no verified e-mail, as a client could replay from before this rule.
    const token = jwt.sign({ provider: 'google', subject: 'g-typed', emailVerified: false }, t.config.jwtSecret, {
      audience: 'social-registration',
      expiresIn: '30m',
      algorithm: 'HS256',
    });
    const done = await send('PUT', '/s2/auth/oauth', {
      firstName: 'Vic',
      lastName: 'Tim',
      gender: 'm',
      email: 'new.member7@store.example',
      additionalInfo: { token },
    });
    expect(done.body.code).toBe('auth.socialEmailUnverified');
    expect(await t.db.maybeOne(`select id from member where email = 'new.member7@store.example'`)).toBeUndefined();
  });

  it('checks the names and a given birth date with the sign-up rules at completion', async () => {
    const first = await send('POST', '/s2/auth/google', {
      id: idToken({ sub: 'g-79', email: 'new.member8@store.example' }),
    });
    const token = (first.body.data as { registrationToken: string }).registrationToken;
    const complete = (fields: object) =>
      send('PUT', '/s2/auth/oauth', {
        firstName: 'Ana',
        lastName: 'Ruiz',
        gender: 'f',
        ...fields,
        additionalInfo: { token },
      });
    const hostile = await complete({ firstName: '<b>Ana</b>', birth: '9999-99-99' });
    expect(hostile.status).toBe(400);
    expect(hostile.body.errors?.map((error) => error.type)).toEqual(['firstName', 'birth']);
    const minor = await complete({ birth: `${new Date().getFullYear() - 19}-01-01` });
    expect(minor.body.errors?.map((error) => error.code)).toEqual(['validation.minAge']);
    expect(await t.db.maybeOne(`select id from member where email = 'new.member8@store.example'`)).toBeUndefined();
    expect((await complete({ birth: '1990-01-01' })).body.httpCode).toBe(200);
  });

  it('credits the member who invited the address when the friend signs up with a provider', async () => {
    const referrer = await signedInMember(t);
    await t.db.query(`insert into referral (referrer_id, email) values ($1, 'invited.friend@store.example')`, [
      referrer.id,
    ]);
    await t.db.query(`insert into store_customer (email, age_verified) values ('invited.friend@store.example', true)`);
    const first = await send('POST', '/s2/auth/google', {
      id: idToken({ sub: 'g-friend', email: 'invited.friend@store.example' }),
    });
    const registrationToken = (first.body.data as { registrationToken: string }).registrationToken;
    const done = await send('PUT', '/s2/auth/oauth', {
      firstName: 'Ivy',
      lastName: 'Hale',
      gender: 'f',
      additionalInfo: { token: registrationToken },
    });
    expect(done.body.httpCode).toBe(200);
    expect(await pointsOf(t.db, referrer.id)).toEqual({ balance: 100, ledger: 100 });
  });

  it('checks a Facebook token with the debug_token endpoint', async () => {
    expect((await send('POST', '/s2/auth/facebook', { id: 'fb-42', accessToken: 'fb-bad' })).status).toBe(401);
    const result = await send('POST', '/s2/auth/facebook', { id: 'fb-42', accessToken: 'fb-good' });
    expect(result.body).toMatchObject({
      httpCode: 202,
      data: { email: 'new.member6@store.example', firstName: 'Fay' },
    });
  });
});
