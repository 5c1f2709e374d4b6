import i18next from 'i18next';
import { VALIDATION_NAMESPACE, validationTranslations } from './messages';
import {
  checkBirth,
  checkEmail,
  checkEmailsMatch,
  checkName,
  checkPassword,
  checkPasswordsMatch,
  checkPhone,
  checkRequired,
  checkRule,
  maskPhone,
  birthDateRange,
  maxBirthDate,
  minBirthDate,
} from './rules';

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
  resources: Object.fromEntries(
    Object.entries(validationTranslations).map(([lng, bundle]) => [lng, { [VALIDATION_NAMESPACE]: bundle }]),
  ),
});

const PASSWORD_RULE = {
  minLength: 8,
  maxLength: 20,
  mandatory: true,
  upperCaseReq: true,
  lowerCaseReq: true,
  specialCharReq: true,
};
const TODAY = new Date(2026, 10, 22);
const en = (key: string, values?: Record<string, string | number>) =>
  i18n.getFixedT('en', 'validation')(key, values ?? {});

describe('configured field rules (docs/product/validation.md, Field rules)', () => {
  it.each([
    ['', { mandatory: true }, 'Should not be empty.'],
    ['abc', { minLength: 4 }, 'Should not be less then 4.'],
    ['abcdefg', { maxLength: 6 }, 'Should not be greater then 6.'],
    ['abc', { hasNumeric: true }, 'Should be contain number'],
    ['abc1', { hasNumeric: false }, 'Should not be contain number'],
    ['1234', { hasAlpha: true }, 'Should be contain alphabets'],
    ['no-at-sign', { email: true }, 'Please enter a valid email address.'],
    ['lower#1', { upperCaseReq: true }, 'Should have atleast one Upper Case latter.'],
    ['UPPER#1', { lowerCaseReq: true }, 'Should have atleast one Lower Case latter.'],
    ['Plain123', { specialCharReq: true }, 'Should have atleast one special letter.'],
  ])('"%s" with %j gives "%s"', (value, rule, message) => {
    const error = checkRule(value, rule);
    expect(error).not.toBeNull();
    expect(en(error!.key, error!.values)).toBe(message);
  });

  it('accepts values that meet every rule, and an empty optional field', () => {
    expect(checkRule('Abcdef#1', PASSWORD_RULE)).toBeNull();
    expect(checkRule('', { minLength: 4 })).toBeNull();
    expect(checkRule('a1', { hasNumeric: true, hasAlpha: true })).toBeNull();
    expect(checkRule('ana@store.example', { email: true })).toBeNull();
  });
});

describe('the fixed rules', () => {
  it('shows the one password message for any broken password rule', () => {
    const error = checkPassword('short', PASSWORD_RULE);
    expect(en(error!.key, error!.values)).toBe(
      'Your password must be between 8 and 64 characters. It must contain at least one uppercase and one special character.',
    );
    expect(checkPassword('Long#enough', PASSWORD_RULE)).toBeNull();
    expect(checkPassword('', PASSWORD_RULE)).toEqual({ key: 'notEmpty' });
  });

  it('accepts passwords of 64 characters whatever shorter maximum the campaign sets, and a longer campaign maximum', () => {
    expect(checkPassword(`Aa#${'x'.repeat(61)}`, PASSWORD_RULE)).toBeNull();
    expect(checkPassword(`Aa#${'x'.repeat(62)}`, PASSWORD_RULE)).toMatchObject({ key: 'passwordRule' });
    expect(checkPassword(`Aa#${'x'.repeat(97)}`, { ...PASSWORD_RULE, maxLength: 100 })).toBeNull();
  });

  it('compares passwords exactly and e-mails without case', () => {
    expect(en(checkPasswordsMatch('Abc#1234', 'abc#1234')!.key)).toBe('Password and confirm password should be same.');
    expect(checkPasswordsMatch('Abc#1234', 'Abc#1234')).toBeNull();
    expect(en(checkEmailsMatch('a@x.com', 'b@x.com')!.key)).toBe("Your emails don't match.");
    expect(checkEmailsMatch('A@x.com ', 'a@X.com')).toBeNull();
  });

  it('checks e-mails', () => {
    expect(checkEmail('')).toEqual({ key: 'notEmpty' });
    expect(checkEmail('a@b')).toEqual({ key: 'email' });
    expect(checkEmail('a@b.co')).toBeNull();
  });

  it('allows letters and the hyphen only in names', () => {
    expect(checkName('Jean-Luc', 'firstName')).toBeNull();
    expect(checkName('Éloïse', 'firstName')).toBeNull();
    expect(en(checkName('J3an', 'firstName')!.key)).toBe(
      'First name must not contain any numeric digit and special character except the hyphen (-)',
    );
    expect(en(checkName('Van Dyke', 'lastName')!.key)).toBe(
      'Last name must not contain any numeric digit and special character except the hyphen (-)',
    );
    expect(checkName(' ', 'lastName')).toEqual({ key: 'notEmpty' });
  });

  it('names the missing field', () => {
    expect(en('required', checkRequired('', 'Gender')!.values)).toBe('Gender is required.');
    expect(checkRequired('m', 'Gender')).toBeNull();
  });

  it('checks birth dates: a real past day, old enough', () => {
    expect(maxBirthDate(21, TODAY)).toBe('2005-11-22');
    expect(checkBirth('2005-11-22', 21, TODAY)).toBeNull();
    expect(en(checkBirth('2005-11-23', 21, TODAY)!.key, { age: 21 })).toBe('You must be at least 21 years old.');
    expect(checkBirth('2008-11-22', 18, TODAY)).toBeNull();
    expect(en(checkBirth('1990-02-30', 18, TODAY)!.key)).toBe('Invalid Birth Date.');
    expect(checkBirth('2027-01-01', 18, TODAY)).toEqual({ key: 'invalidBirth' });
    expect(checkBirth('12/05/1990', 18, TODAY)).toEqual({ key: 'invalidBirth' });
    expect(checkBirth('', 18, TODAY)).toEqual({ key: 'notEmpty' });
    // Older than anyone living: a slip of the picker (or a hand-made request), not a member.
    expect(minBirthDate(TODAY)).toBe('1906-11-22');
    expect(checkBirth('1906-11-22', 18, TODAY)).toBeNull();
    expect(checkBirth('1906-11-21', 18, TODAY)).toEqual({ key: 'invalidBirth' });
    expect(checkBirth('0001-01-01', 21, TODAY)).toEqual({ key: 'invalidBirth' });
    expect(birthDateRange(21, TODAY)).toEqual({ min: '1906-11-22', max: '2005-11-22' });
  });

  it('masks phones as +1 and up to 15 digits, and checks the length', () => {
    expect(maskPhone('(514) 555-0100')).toBe('+15145550100');
    expect(maskPhone('+1 514 555 0100')).toBe('+15145550100');
    expect(maskPhone('1234567890123456789')).toBe('+1234567890123456');
    expect(maskPhone('+1')).toBe('');
    expect(checkPhone('+15145550100', true)).toBeNull();
    expect(en(checkPhone('+1514555', true)!.key)).toBe('Please enter a valid US phone number.');
    expect(checkPhone('', true)).toEqual({ key: 'notEmpty' });
    expect(checkPhone('', false)).toBeNull();
  });

  // That French and Spanish have every message is the type check's job (defineTranslations).
  it('gives a message in the member’s language', () => {
    expect(i18n.getFixedT('fr', 'validation')('invalidBirth')).toBe('Date de naissance invalide.');
  });
});
