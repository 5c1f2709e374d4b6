import { writtenDay } from './PrivacyPolicyPage';

describe('the privacy policy’s effective date', () => {
  it('is written as each language writes a day, not as an ISO date', () => {
    expect(writtenDay('2021-06-25', 'en')).toBe('June 25, 2021');
    expect(writtenDay('2021-06-25', 'fr')).toBe('25 juin 2021');
    expect(writtenDay('2021-06-25', 'es')).toBe('25 de junio de 2021');
  });
});
