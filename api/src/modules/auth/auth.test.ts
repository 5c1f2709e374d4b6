import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import jwt from 'jsonwebtoken';
import { postJson } from '../../test/requests';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hashPassword, sha256 } from '../../platform/secrets';
import { REFRESH_REUSE_SECONDS, createSessionIssuer, loadAuthSettings } from '.';

let t: TestApp;
let captchaStub: Server;
const captchaAnswers: string[] = [];

beforeAll(async () => {
  captchaStub = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      captchaAnswers.push(`${form.get('secret')}:${form.get('response')}`);
      response
        .setHeader('Content-Type', 'application/json')
        .end(JSON.stringify({ success: form.get('response') === 'human' }));
    });
  });
  await new Promise<void>((resolve) => captchaStub.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, {
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    CAPTCHA_SECRET: 'stub-secret',
    CAPTCHA_VERIFY_URL: `http://127.0.0.1:${(captchaStub.address() as AddressInfo).port}/verify`,
  });
  t = await createTestApp();
  for (const [email, status] of [
    ['active@store.example', 'active'],
    ['suspended@store.example', 'suspended'],
  ]) {
    await t.db.query(`insert into member (email, password_hash, status, first_name) values ($1, $2, $3, 'Alex')`, [
      email,
      await hashPassword('Right#Pass1'),
      status,
    ]);
  }
});
afterAll(async () => {
  await t.close();
  captchaStub.close();
});

const post = (url: string, payload: object, token?: string) => postJson(t.app, url, payload, token);
const signIn = (username: string, password: string, extra: object = {}) =>
  post('/s2/auth/signin', { username, password, ...extra });
const mailedCode = async (to: string) =>
  /(\d{6})/.exec(
    (
      await t.db.one<{ text_body: string }>(
        'select text_body from mail_outbox where to_address = $1 order by id desc limit 1',
        [to],
      )
    ).text_body,
  )![1]!;

async function session() {
  const first = await signIn('active@store.example', 'Right#Pass1');
  const second = await post('/s2/auth/verification', {
    data: first.body.data as string,
    otp: await mailedCode('active@store.example'),
  });
  return second.body.data as unknown as { accessToken: string; refreshToken: string };
}

describe('sign-in answers of the error catalogue', () => {
  it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
    expect((await signIn('active@store.example', 'Wrong#Pass1')).body).toEqual({
      httpCode: 401,
      code: 'auth.invalidCredentials',
      message: 'Invalid credentials.',
    });
    expect((await signIn('nobody@store.example', 'Right#Pass1')).body).toEqual({
      httpCode: 401,
      code: 'auth.invalidCredentials',
      message: 'Invalid credentials.',
    });
  });

  it('answers 403 for a suspended member', async () => {
    expect((await signIn('suspended@store.example', 'Right#Pass1')).body).toEqual({
      httpCode: 403,
      code: 'member.suspended',
      message: 'Your account is suspended. Please contact helpdesk for more information.',
    });
  });

  it('answers 400 with the field list for a missing password', async () => {
    const { status, body } = await post('/s2/auth/signin', { username: 'active@store.example' });
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ type: 'body', code: 'schema.required', message: 'password: is required' }]);
  });
});

describe('the OTP step', () => {
  it('answers 204 (HTTP 200) with the sign-in attempt, mails a code stored only hashed, and signs in with it', async () => {
    const first = await signIn('ACTIVE@store.example', 'Right#Pass1');
    expect(first.status).toBe(200);
    expect(first.body.httpCode).toBe(204);
    const code = await mailedCode('active@store.example');
    const stored = await t.db.query<{ code_hash: string }>(
      'select code_hash from otp_challenge where closed_at is null',
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.code_hash).not.toContain(code);
    const wrong = await post('/s2/auth/verification', {
      data: first.body.data as string,
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.body).toEqual({ httpCode: 400, code: 'auth.invalidOtp', message: 'Invalid OTP.' });
    const right = await post('/s2/auth/verification', { data: first.body.data as string, otp: code });
    expect(right.body).toMatchObject({
      httpCode: 200,
      message: 'User login successfully.',
      data: { user: { email: 'active@store.example', name: 'Alex' } },
    });
    const claims = jwt.decode((right.body.data as { accessToken: string }).accessToken) as jwt.JwtPayload;
    const member = await t.db.one<{ id: string }>(`select id from member where email = 'active@store.example'`);
    expect(claims).toMatchObject({ sub: member.id, tier: 1 });
    expect((await post('/s2/auth/verification', { data: first.body.data as string, otp: code })).status).toBe(400);
  });

  it('takes the code only with the attempt that asked for it, not with the member id', async () => {
    const first = await signIn('active@store.example', 'Right#Pass1');
    const code = await mailedCode('active@store.example');
    const member = await t.db.one<{ id: string }>(`select id from member where email = 'active@store.example'`);
    expect(first.body.data).not.toBe(member.id);
    expect((await post('/s2/auth/verification', { data: member.id, otp: code })).body).toMatchObject({
      httpCode: 400,
      code: 'auth.invalidOtp',
    });
    expect((await post('/s2/auth/verification', { data: first.body.data as string, otp: code })).status).toBe(200);
  });

  it('closes the challenge at the fifth wrong code', async () => {
    const first = await signIn('active@store.example', 'Right#Pass1');
    const code = await mailedCode('active@store.example');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i += 1)
      expect((await post('/s2/auth/verification', { data: first.body.data as string, otp: wrong })).status).toBe(400);
    expect((await post('/s2/auth/verification', { data: first.body.data as string, otp: wrong })).body).toEqual({
      httpCode: 429,
      code: 'auth.tooManyOtpAttempts',
      message: 'Too many wrong codes. Please log in again to get a new one.',
    });
    expect((await post('/s2/auth/verification', { data: first.body.data as string, otp: code })).body.message).toBe(
      'Invalid OTP.',
    );
  });

  it('refuses an expired code', async () => {
    const first = await signIn('active@store.example', 'Right#Pass1');
    await t.db.query(`update otp_challenge set expires_at = now() - interval '1 second' where closed_at is null`);
    const late = await post('/s2/auth/verification', {
      data: first.body.data as string,
      otp: await mailedCode('active@store.example'),
    });
    expect(late.body).toEqual({
      httpCode: 400,
      code: 'auth.otpExpired',
      message: 'Your code has expired. Please log in again to get a new one.',
    });
  });
});

describe('refresh tokens and logout', () => {
  it('rotates on each use, and a token reused after the reuse interval revokes the whole family', async () => {
    const { refreshToken } = await session();
    const stored = await t.db.query('select 1 from refresh_token where token_hash = $1', [refreshToken]);
    expect(stored).toEqual([]);
    const next = await post('/s2/auth/refreshtoken', { refreshToken });
    expect(next.status).toBe(200);
    const rotated = next.body.data as { refreshToken: string };
    expect(rotated.refreshToken).not.toBe(refreshToken);
    await t.db.query(
      `update refresh_token set rotated_at = now() - make_interval(secs => $1) where rotated_at is not null`,
      [REFRESH_REUSE_SECONDS + 1],
    );
    expect((await post('/s2/auth/refreshtoken', { refreshToken })).body).toEqual({
      httpCode: 401,
      code: 'auth.sessionExpired',
      message: 'Your session has expired. Please log in again.',
    });
    expect((await post('/s2/auth/refreshtoken', { refreshToken: rotated.refreshToken })).status).toBe(401);
  });

  it('gives a token reused within the reuse interval (a second tab, a lost answer) a token of the same session', async () => {
    const { refreshToken } = await session();
    const rotatedAt = () =>
      t.db.one<{ rotated_at: Date }>('select rotated_at from refresh_token where token_hash = $1', [
        sha256(refreshToken),
      ]);
    const first = await post('/s2/auth/refreshtoken', { refreshToken });
    const rotated = await rotatedAt();
    const again = await Promise.all([1, 2].map(() => post('/s2/auth/refreshtoken', { refreshToken })));
    const answers = [first, ...again];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const successors = answers.map((answer) => (answer.body.data as { refreshToken: string }).refreshToken);
    expect(new Set(successors).size).toBe(3);
    // The interval counts from the first use: a reuse does not move it.
    expect(await rotatedAt()).toEqual(rotated);
    // Each successor works, and all belong to the one session a logout ends.
    expect((await post('/s2/auth/refreshtoken', { refreshToken: successors[0] })).status).toBe(200);
    await post('/s2/auth/logout', { refreshToken: successors[1] });
    for (const token of [refreshToken, ...successors])
      expect((await post('/s2/auth/refreshtoken', { refreshToken: token })).status).toBe(401);
  });

  it('revokes the session at the first reuse when the operator sets the reuse interval to 0', async () => {
    const member = await t.db.one<{ id: string }>(`select id from member where email = 'active@store.example'`);
    const strict = createSessionIssuer(t.db, t.config.jwtSecret, async () => 1, undefined, 0);
    const { refreshToken } = await strict.start(member.id);
    const next = await strict.refresh(refreshToken);
    await expect(strict.refresh(refreshToken)).rejects.toMatchObject({ code: 'auth.sessionExpired' });
    await expect(strict.refresh(next.refreshToken)).rejects.toMatchObject({ code: 'auth.sessionExpired' });
  });

  it('reads the reuse interval from REFRESH_REUSE_SECONDS: 10 by default, 0 to 60, anything else stops the start', () => {
    expect(loadAuthSettings({}).refreshReuseSeconds).toBe(10);
    expect(loadAuthSettings({ REFRESH_REUSE_SECONDS: '0' }).refreshReuseSeconds).toBe(0);
    expect(loadAuthSettings({ REFRESH_REUSE_SECONDS: '60' }).refreshReuseSeconds).toBe(60);
    expect(() => loadAuthSettings({ REFRESH_REUSE_SECONDS: '61' })).toThrow(
      'REFRESH_REUSE_SECONDS must be at most 60, got "61".',
    );
    expect(() => loadAuthSettings({ REFRESH_REUSE_SECONDS: '-1' })).toThrow(
      'REFRESH_REUSE_SECONDS must be a whole number (0 turns it off), got "-1".',
    );
  });

  it('logout revokes the session of the refresh token, or every session with only an access token', async () => {
    const one = await session();
    expect((await post('/s2/auth/logout', { refreshToken: one.refreshToken })).body).toEqual({
      httpCode: 200,
      message: 'Logged out.',
    });
    expect((await post('/s2/auth/refreshtoken', { refreshToken: one.refreshToken })).status).toBe(401);
    const two = await session();
    await post('/s2/auth/logout', {}, two.accessToken);
    expect((await post('/s2/auth/refreshtoken', { refreshToken: two.refreshToken })).status).toBe(401);
  });

  it('refuses an unknown refresh token', async () => {
    expect((await post('/s2/auth/refreshtoken', { refreshToken: 'made-up' })).status).toBe(401);
  });
});

describe('captcha', () => {
  beforeAll(() => t.db.query(`update campaign set config = jsonb_set(config, '{captchaConfig,loginCaptcha}', 'true')`));
  afterAll(() => t.db.query(`update campaign set config = jsonb_set(config, '{captchaConfig,loginCaptcha}', 'false')`));

  it('asks for it, verifies it with the provider, and refuses a failed one', async () => {
    expect((await signIn('active@store.example', 'Right#Pass1')).body).toEqual({
      httpCode: 400,
      code: 'auth.captchaMissing',
      message: 'Error! Please select captcha.',
    });
    expect((await signIn('active@store.example', 'Right#Pass1', { captchaVal: 'robot' })).body).toEqual({
      httpCode: 400,
      code: 'auth.captchaFailed',
      message: 'Captcha verification failed. Please try again.',
    });
    expect((await signIn('active@store.example', 'Right#Pass1', { captchaVal: 'human' })).body.httpCode).toBe(204);
    expect(captchaAnswers).toEqual(['stub-secret:robot', 'stub-secret:human']);
  });
});

describe('rate limits', () => {
  it('answers 429 with a clear envelope after the configured number of sign-ins per minute', async () => {
    process.env.AUTH_RATE_LIMIT_PER_MINUTE = '3';
    const limited = await createTestApp({ seed: true });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/s2/auth/signin',
          payload: { username: 'x@y.z', password: 'p' },
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        httpCode: 429,
        code: 'request.tooManyAttempts',
        message: expect.stringMatching(/^Too many attempts\. Please wait \d+ seconds and try again\.$/),
      });
      const forgot = () =>
        limited.app.inject({ method: 'POST', url: '/api/s1/identities/forgot-password', payload: { email: 'x@y.z' } });
      for (let i = 0; i < 3; i += 1) await forgot();
      expect((await forgot()).statusCode).toBe(429);
    } finally {
      process.env.AUTH_RATE_LIMIT_PER_MINUTE = '1000';
      await limited.close();
    }
  });
});
