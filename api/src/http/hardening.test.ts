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

  it('refuse a page number too large for the database with 400, not 500', async () => {
    const member = await signedInMember(t);
    for (const url of ['/s1/activity?page=1e300', '/s1/activity/portal?page=1e300', '/s1/notification?page=1e300']) {
      const response = await member.inject({ url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
    }
  });
});
