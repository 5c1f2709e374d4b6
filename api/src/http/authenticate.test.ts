import { createSessionIssuer } from '../modules/auth';
import { signedInMember } from '../test/member';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const unauthorized = { httpCode: 401, code: 'request.unauthorized', message: 'Unauthorized.' };

describe('member routes authenticate before they validate', () => {
  it('answers an anonymous request with a malformed id 401, not a 400 that describes the schema', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/s2/identities/not-a-uuid' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthorized);
  });

  it('answers an anonymous request with a malformed or invalid body 401', async () => {
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/s1/identities/intake-survey',
      payload: { gender: 9 },
    });
    expect(invalid.json()).toEqual(unauthorized);
    const notJson = await t.app.inject({
      method: 'PUT',
      url: '/api/s1/user/not-a-uuid',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(notJson.json()).toEqual(unauthorized);
  });
});

describe('member routes refuse a token whose access has ended', () => {
  const startSession = async () => {
    const member = await signedInMember(t);
    const tokens = await createSessionIssuer(t.db, t.config.jwtSecret, async () => 1).start(member.id);
    const balance = () =>
      t.app.inject({ url: '/api/s1/points/pointbalance', headers: { authorization: `Bearer ${tokens.accessToken}` } });
    expect((await balance()).statusCode).toBe(200);
    return { member, tokens, balance };
  };

  it('after logout with the refresh token', async () => {
    const { tokens, balance } = await startSession();
    const payload = { refreshToken: tokens.refreshToken };
    expect((await t.app.inject({ method: 'POST', url: '/api/s2/auth/logout', payload })).statusCode).toBe(200);
    expect((await balance()).json()).toEqual(unauthorized);
  });

  it('after logout of every session with only the access token', async () => {
    const { tokens, balance } = await startSession();
    const headers = { authorization: `Bearer ${tokens.accessToken}` };
    await t.app.inject({ method: 'POST', url: '/api/s2/auth/logout', headers, payload: {} });
    expect((await balance()).json()).toEqual(unauthorized);
  });

  it('once the member is suspended, and still after reinstatement: suspension ends the sessions', async () => {
    const { member, balance } = await startSession();
    await t.db.query(`update member set status = 'suspended' where id = $1`, [member.id]);
    expect((await balance()).json()).toEqual(unauthorized);
    await t.db.query(`update member set status = 'active' where id = $1`, [member.id]);
    expect((await balance()).json()).toEqual(unauthorized);
  });
});
