import type { Envelope } from '@portal/kit/contracts';
import { hashPassword } from '../../platform/secrets';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MAX_OTP_MISSES, MAX_PASSWORD_FAILURES } from './throttle';

let t: TestApp;
beforeAll(async () => {
  process.env.AUTH_RATE_LIMIT_PER_MINUTE = '1000';
  t = await createTestApp();
  for (const email of ['guessed@store.example', 'coded@store.example', 'raced@store.example']) {
    await t.db.query(`insert into member (email, password_hash, status) values ($1, $2, 'active')`, [
      email,
      await hashPassword('Right#Pass1'),
    ]);
  }
});
afterAll(() => t.close());

/** Each request from its own address, as guesses spread over many machines would come. */
let address = 0;
const post = async (url: string, payload: object) => {
  address += 1;
  const remoteAddress = `203.0.113.${address % 250}`;
  const response = await t.app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress });
  return response.json() as Envelope<unknown>;
};

describe('per-account throttling', () => {
  it('stops password guesses on an account from any address, the right password included', async () => {
    for (let i = 0; i < MAX_PASSWORD_FAILURES; i += 1) {
      expect(
        (await post('/s2/auth/signin', { username: 'guessed@store.example', password: `Wrong#${i}` })).httpCode,
      ).toBe(401);
    }
    const refused = await post('/s2/auth/signin', { username: 'guessed@store.example', password: 'Right#Pass1' });
    // The window is 15 minutes, so the wait is said in minutes.
    expect(refused).toMatchObject({
      httpCode: 429,
      code: 'request.tooManyAttemptsMinutes',
      message: 'Too many attempts. Please wait 15 minutes and try again.',
    });
  });

  it('checks no more passwords than the limit allows when guesses come side by side', async () => {
    const guesses = Array.from({ length: 3 * MAX_PASSWORD_FAILURES }, (_, i) =>
      post('/s2/auth/signin', { username: 'raced@store.example', password: `Wrong#${i}` }),
    );
    const answers = (await Promise.all(guesses)).map((answer) => answer.httpCode);
    expect(answers.filter((code) => code === 401)).toHaveLength(MAX_PASSWORD_FAILURES);
    expect(answers.filter((code) => code === 429)).toHaveLength(2 * MAX_PASSWORD_FAILURES);
    const { failures } = await t.db.one<{ failures: number }>(
      `select count(*)::int as failures from sign_in_failure f join member m on m.id = f.member_id
        where m.email = 'raced@store.example'`,
    );
    expect(failures).toBe(MAX_PASSWORD_FAILURES);
  });

  it('leaves no failure behind for a right password', async () => {
    await t.db.query(`insert into member (email, password_hash, status) values ('right@store.example', $1, 'active')`, [
      await hashPassword('Right#Pass1'),
    ]);
    expect((await post('/s2/auth/signin', { username: 'right@store.example', password: 'Right#Pass1' })).httpCode).toBe(
      204,
    );
    const { failures } = await t.db.one<{ failures: number }>(
      `select count(*)::int as failures from sign_in_failure f join member m on m.id = f.member_id
        where m.email = 'right@store.example'`,
    );
    expect(failures).toBe(0);
  });

  it('counts wrong codes over every challenge of the window, so a new code does not reset them', async () => {
    let misses = 0;
    while (misses < MAX_OTP_MISSES) {
      const started = await post('/s2/auth/signin', { username: 'coded@store.example', password: 'Right#Pass1' });
      expect(started.httpCode).toBe(204);
      for (let i = 0; i < 4 && misses < MAX_OTP_MISSES; i += 1, misses += 1) {
        expect((await post('/s2/auth/verification', { data: started.data, otp: '000000' })).httpCode).toBe(400);
      }
    }
    const fresh = await post('/s2/auth/signin', { username: 'coded@store.example', password: 'Right#Pass1' });
    const code = /(\d{6})/.exec(
      (
        await t.db.one<{ text_body: string }>(
          `select text_body from mail_outbox where to_address = 'coded@store.example' order by id desc limit 1`,
        )
      ).text_body,
    )![1];
    const refused = await post('/s2/auth/verification', { data: fresh.data, otp: code });
    expect(refused).toMatchObject({ httpCode: 429, code: 'request.tooManyAttemptsMinutes' });
  });
});
