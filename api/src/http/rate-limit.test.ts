import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../test/test-app';

const LIMIT = 2;
let apps: TestApp[] = [];
beforeAll(() => {
  process.env.AUTH_RATE_LIMIT_PER_MINUTE = String(LIMIT);
});
afterEach(async () => {
  await Promise.all(apps.map((t) => t.close()));
  apps = [];
});

async function app(env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const t = await createTestApp({ seed: false, env });
  apps.push(t);
  return t;
}

/** A limited route that answers the same to anyone: forgot-password. */
const ask = (t: TestApp, remoteAddress: string, forwardedFor?: string) =>
  t.app
    .inject({
      method: 'POST',
      url: '/api/s1/identities/forgot-password',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      payload: { email: 'nobody@example.com' },
    })
    .then((response) => response.statusCode);

describe('rate limits count the real client address', () => {
  it('ignores X-Forwarded-For from a client that is not the portal proxy', async () => {
    const t = await app();
    expect(await ask(t, '203.0.113.5', '10.0.0.1')).toBe(200);
    expect(await ask(t, '203.0.113.5', '10.0.0.2')).toBe(200);
    expect(await ask(t, '203.0.113.5', '10.0.0.3')).toBe(429);
  });

  it('behind the proxy, counts the address the proxy saw, not one the client put before it', async () => {
    const t = await app();
    expect(await ask(t, '127.0.0.1', 'spoofed-1, 198.51.100.7')).toBe(200);
    expect(await ask(t, '127.0.0.1', 'spoofed-2, 198.51.100.7')).toBe(200);
    expect(await ask(t, '127.0.0.1', 'spoofed-3, 198.51.100.7')).toBe(429);
    expect(await ask(t, '127.0.0.1', '198.51.100.8')).toBe(200);
  });
});

describe('with REDIS_URL', () => {
  it('two API instances on one Redis share the limit', async () => {
    const env = { REDIS_URL: 'redis://127.0.0.1:6379', RATE_LIMIT_PREFIX: `test-${randomUUID()}:` };
    const [first, second] = [await app(env), await app(env)];
    expect(await ask(first!, '203.0.113.9')).toBe(200);
    expect(await ask(second!, '203.0.113.9')).toBe(200);
    expect(await ask(first!, '203.0.113.9')).toBe(429);
    expect(await ask(second!, '203.0.113.9')).toBe(429);
  });
});
