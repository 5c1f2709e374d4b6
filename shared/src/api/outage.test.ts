import { outageKey } from './outage';

test('names an outage by who failed, and leaves the server’s refusals to the page', () => {
  expect(outageKey({ httpCode: 0, message: 'offline' })).toBe('common:networkError');
  expect(outageKey({ httpCode: 502 })).toBe('common:somethingWentWrong');
  expect(outageKey({ httpCode: 401, message: 'Invalid credentials' })).toBeNull();
  expect(outageKey({ httpCode: 200, data: {} })).toBeNull();
});
