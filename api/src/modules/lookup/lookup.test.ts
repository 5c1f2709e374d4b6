import type { AddressSuggestions, Envelope } from '@portal/kit/contracts';
import { type TestApp, createTestApp } from '../../test/test-app';

let t: TestApp;

async function lookup(query: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/s1/lookup/address?${query}` });
  return { status: response.statusCode, body: response.json<Envelope<AddressSuggestions>>() };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /s1/lookup/address', () => {
  test('answers a street match with every field of the suggestion, without a session', async () => {
    const { status, body } = await lookup('q=350%205th&country=US');
    expect(status).toBe(200);
    expect(body.data?.content[0]).toEqual({
      address: '350 5th Ave, New York, NY 10118',
      street: '350 5th Ave',
      city: 'New York',
      state: 'NY',
      zip: '10118',
      country: 'US',
      latitude: 40.7484,
      longitude: -73.9857,
    });
  });

  test('matches a city case-insensitively and a zip by prefix', async () => {
    const byCity = await lookup('q=SEATTLE&country=US');
    expect(byCity.body.data?.content.map((suggestion) => suggestion.city)).toEqual(['Seattle', 'Seattle', 'Seattle']);
    const byZip = await lookup('q=787&country=US');
    expect(byZip.body.data?.content.map((suggestion) => suggestion.zip).sort()).toEqual(['78701', '78701', '78705']);
  });

  test('ranks prefix matches before matches inside the text', async () => {
    const { body } = await lookup('q=1%20main&country=US');
    const streets = body.data!.content.map((suggestion) => suggestion.street);
    expect(streets).toEqual(['1 Main St', '1 Main St', '1501 Main St']);
  });

  test('answers at most 8 suggestions', async () => {
    // "Ave" is in more than 8 streets of the directory.
    const { body } = await lookup('q=ave&country=US');
    expect(body.data?.content).toHaveLength(8);
  });

  test('treats LIKE wildcards as plain text and answers an empty list when nothing matches', async () => {
    expect((await lookup('q=%25%25%25&country=US')).body.data?.content).toEqual([]);
    expect((await lookup('q=zzzz&country=US')).body.data?.content).toEqual([]);
  });

  test('refuses a country the campaign does not serve', async () => {
    const { status, body } = await lookup('q=main&country=CA');
    expect(status).toBe(400);
    expect(body.message).toBe('Addresses can only be looked up in the campaign country.');
  });

  test.each([
    ['a query shorter than 3 characters', 'q=ma&country=US'],
    ['a query longer than 100 characters', `q=${'a'.repeat(101)}&country=US`],
    ['a missing query', 'country=US'],
    ['a missing country', 'q=main'],
    ['a country that is not ISO alpha-2', 'q=main&country=usa'],
  ])('answers 400 Invalid request. for %s', async (_case, query) => {
    const { status, body } = await lookup(query);
    expect(status).toBe(400);
    expect(body.message).toBe('Invalid request.');
  });
});

describe('the lookup rate limit', () => {
  test('answers 429 past ADDRESS_LOOKUP_RATE_LIMIT_PER_MINUTE lookups from one address', async () => {
    process.env.ADDRESS_LOOKUP_RATE_LIMIT_PER_MINUTE = '2';
    const limited = await createTestApp();
    try {
      // Settings are read when the plugins load, so the variable must be set until the app is ready.
      await limited.app.ready();
      delete process.env.ADDRESS_LOOKUP_RATE_LIMIT_PER_MINUTE;
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        statuses.push(
          (await limited.app.inject({ method: 'GET', url: '/api/s1/lookup/address?q=main&country=US' })).statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      delete process.env.ADDRESS_LOOKUP_RATE_LIMIT_PER_MINUTE;
      await limited.close();
    }
  });
});
