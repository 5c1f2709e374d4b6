import { loadConfig } from '../config';
import { signedInMember } from '../test/member';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('start-up refuses a weak configuration', () => {
  it('stops on a JWT_SECRET shorter than 32 bytes', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short-secret' })).toThrow('JWT_SECRET must be at least 32 bytes');
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
  });

  it('serves the OpenAPI docs unless API_DOCS=false, and not in production unless asked', async () => {
    expect((await t.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail:1025' };
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
    const closed = await createTestApp({ seed: false, env: { API_DOCS: 'false' } });
    expect((await closed.app.inject({ url: '/api/docs/json' })).statusCode).toBe(404);
    await closed.close();
  });
});

describe('answers', () => {
  it('carry security headers', async () => {
    const { headers } = await t.app.inject({ url: '/api/health' });
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['content-security-policy']).toContain("default-src 'self'");
  });

  it("keep a member's answers out of every cache, and leave public ones alone", async () => {
    const member = await signedInMember(t);
    for (const url of [`/s2/identities/${member.id}`, '/s1/points/pointbalance']) {
      const response = await member.inject({ url });
      expect({ url, cache: response.headers['cache-control'] }).toEqual({ url, cache: 'private, no-store' });
    }
    expect((await t.app.inject({ url: '/api/health' })).headers['cache-control']).not.toBe('private, no-store');
  });

  it('refuse a page number too large for the database with 400, not 500', async () => {
    const member = await signedInMember(t);
    for (const url of ['/s1/activity?page=1e300', '/s1/activity/portal?page=1e300', '/s1/notification?page=1e300']) {
      const response = await member.inject({ url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
    }
  });

  it('refuse Infinity in a query or path number with 400, naming the field, where it reached SQL as a 500', async () => {
    const member = await signedInMember(t);
    for (const url of [
      '/s1/support/ticket?page=Infinity',
      '/s1/support/ticket?limit=-Infinity',
      '/s1/notification?limit=Infinity',
      '/s1/support/ticket/Infinity',
      '/s1/contest?page=Infinity',
    ]) {
      const response = await member.inject({ url });
      expect({ url, status: response.statusCode, code: response.json<{ code: string }>().code }).toEqual({
        url,
        status: 400,
        code: 'request.invalid',
      });
    }
  });

  it('refuse text with NUL with 400, before and after signing in, where PostgreSQL answered a 500', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/s2/auth/signin',
      payload: { username: 'tier3@vapor-rewards.example\u0000', password: 'x' },
    });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json<{ errors: { type: string }[] }>().errors[0]?.type).toBe('body');
    const member = await signedInMember(t);
    const ticket = await member.inject({
      method: 'POST',
      url: '/s1/support/ticket',
      payload: { subject: 'Lost\u0000points', message: 'Help' },
    });
    expect(ticket.statusCode).toBe(400);
    // Without a token it is still 401 first: authentication comes before any look at the input.
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/s1/support/ticket',
      payload: { subject: '\u0000' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('take a JSON body as sent: a wrong type is 400 naming the field, never converted and stored', async () => {
    const member = await signedInMember(t);
    const ticket = await member.inject({
      method: 'POST',
      url: '/s1/support/ticket',
      payload: { subject: 123, message: true },
    });
    expect(ticket.statusCode).toBe(400);
    expect(ticket.json<{ errors: { message: string }[] }>().errors.map((e) => e.message)).toEqual([
      'subject: must be a string',
      'message: must be a string',
    ]);
    const profile = { firstName: 'Ivy', lastName: 'Stone', gender: 'f', cellPhone: '+15145550100' };
    for (const latitude of [true, null, '45.5']) {
      const response = await member.inject({
        method: 'PUT',
        url: `/s1/user/${member.id}`,
        payload: { ...profile, latitude },
      });
      expect({ latitude, status: response.statusCode }).toEqual({ latitude, status: 400 });
    }
    expect(await t.db.one('select latitude from member where id = $1', [member.id])).toEqual({ latitude: null });
    // The address and the query still arrive as text and are read as numbers.
    expect((await member.inject({ url: '/s1/support/ticket?page=0&limit=5' })).statusCode).toBe(200);
  });
});
