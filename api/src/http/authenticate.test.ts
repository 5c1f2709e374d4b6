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
    const invalid = await t.app.inject({ method: 'POST', url: '/api/s1/identities/intake-survey', payload: { gender: 9 } });
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
