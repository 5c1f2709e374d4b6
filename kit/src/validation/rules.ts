import type { FieldRule } from '../contracts/campaign';
import type { ValidationKey } from './messages';

/** A failed rule: the message key (namespace "validation") and its placeholders. */
export interface FieldError {
  key: ValidationKey;
  values?: Record<string, string | number>;
}

const fail = (key: ValidationKey, values?: FieldError['values']): FieldError => (values ? { key, values } : { key });
const isBlank = (value: string | undefined | null): boolean => !value || value.trim() === '';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NAME = /^[\p{L}-]+$/u;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** At most 15 digits after the +1 of the mask (docs/product/limits.md, Phone mask). */
export const PHONE_MAX_DIGITS = 15;
const PHONE_MIN_DIGITS = 10;

/** A configured field rule (uiConfig.userFields, passwordRule): the first rule the value breaks. */
export function checkRule(value: string | undefined, rule: FieldRule): FieldError | null {
  const text = value ?? '';
  if (isBlank(text)) return rule.mandatory ? fail('notEmpty') : null;
  if (rule.minLength !== undefined && text.length < rule.minLength) return fail('minLength', { count: rule.minLength });
  if (rule.maxLength !== undefined && text.length > rule.maxLength) return fail('maxLength', { count: rule.maxLength });
  if (rule.hasNumeric === true && !/\d/.test(text)) return fail('hasNumeric');
  if (rule.hasNumeric === false && /\d/.test(text)) return fail('noNumeric');
  if (rule.hasAlpha && !/\p{L}/u.test(text)) return fail('hasAlpha');
  if (rule.email && !EMAIL.test(text.trim())) return fail('email');
  if (rule.upperCaseReq && !/\p{Lu}/u.test(text)) return fail('upperCase');
  if (rule.lowerCaseReq && !/\p{Ll}/u.test(text)) return fail('lowerCase');
  if (rule.specialCharReq && !/[^\p{L}\p{N}\s]/u.test(text)) return fail('specialChar');
  return null;
}

/** Passwords of this length are always accepted (ASVS: 64 characters or more); a campaign may allow longer. */
export const PASSWORD_MAX_LENGTH = 64;

/** The campaign's password rule with its maximum raised to at least PASSWORD_MAX_LENGTH. */
export const passwordLengthRule = (rule: FieldRule): FieldRule => ({
  ...rule,
  maxLength: Math.max(rule.maxLength ?? 0, PASSWORD_MAX_LENGTH),
});

/** Sign-up and profile password fields show the one summary message for any broken rule. */
export function checkPassword(value: string | undefined, campaignRule: FieldRule): FieldError | null {
  if (isBlank(value)) return fail('notEmpty');
  const rule = passwordLengthRule(campaignRule);
  return checkRule(value, rule) ? fail('passwordRule', { min: rule.minLength ?? 8, max: rule.maxLength! }) : null;
}

export const checkPasswordsMatch = (password: string, confirm: string): FieldError | null =>
  password === confirm ? null : fail('passwordMismatch');

export const checkEmailsMatch = (email: string, confirm: string): FieldError | null =>
  email.trim().toLowerCase() === confirm.trim().toLowerCase() ? null : fail('emailMismatch');

export function checkEmail(value: string | undefined): FieldError | null {
  if (isBlank(value)) return fail('notEmpty');
  return EMAIL.test(value!.trim()) ? null : fail('email');
}

/** First and last names: letters and the hyphen only; always mandatory. */
export function checkName(value: string | undefined, field: 'firstName' | 'lastName'): FieldError | null {
  if (isBlank(value)) return fail('notEmpty');
  return NAME.test(value!.trim()) ? null : fail(field === 'firstName' ? 'firstNameChars' : 'lastNameChars');
}

/** Package code lengths (docs/product/limits.md, Package code lengths): digits only. */
export const PRODUCT_CODE_LENGTHS = [8, 9, 10, 12, 14] as const;
/** What a package code input takes (docs/product/limits.md, Package code input). */
export const PRODUCT_CODE_MAX_INPUT = 20;

/** A package code: required, then 8, 9, 10, 12 or 14 digits. */
export function checkProductCode(value: string | undefined): FieldError | null {
  if (isBlank(value)) return fail('notEmpty');
  const code = value!.trim();
  return /^\d+$/.test(code) && (PRODUCT_CODE_LENGTHS as readonly number[]).includes(code.length)
    ? null
    : fail('productCode');
}

export const checkRequired = (value: string | undefined, field: string): FieldError | null =>
  isBlank(value) ? fail('required', { field }) : null;

/** YYYY-MM-DD of a local date. */
export function formatDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The latest birth date allowed: today minus minAge years (the date input's max). */
export function maxBirthDate(minAge: number, today: Date = new Date()): string {
  return formatDate(new Date(today.getFullYear() - minAge, today.getMonth(), today.getDate()));
}

/** The oldest age a birth date may give: an earlier date is a slip of the picker, not a member. */
export const OLDEST_AGE = 120;

/** The earliest birth date allowed: today minus OLDEST_AGE years (the date input's min). */
export const minBirthDate = (today: Date = new Date()): string => maxBirthDate(OLDEST_AGE, today);

/** A birth date input's min and max for a form of this minimum age: the range checkBirth accepts. */
export const birthDateRange = (minAge: number, today: Date = new Date()): { min: string; max: string } => ({
  min: minBirthDate(today),
  max: maxBirthDate(minAge, today),
});

/**
 * A birth date (YYYY-MM-DD, what a date input gives): a real day, not in the future, at least minAge
 * and at most OLDEST_AGE years ago.
 */
export function checkBirth(value: string | undefined, minAge: number, today: Date = new Date()): FieldError | null {
  if (isBlank(value)) return fail('notEmpty');
  const match = DATE.exec(value!);
  if (!match) return fail('invalidBirth');
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  if (date.getMonth() !== month - 1 || date.getDate() !== day || date > today) return fail('invalidBirth');
  if (value! < minBirthDate(today)) return fail('invalidBirth');
  return value! > maxBirthDate(minAge, today) ? fail('minAge', { age: minAge }) : null;
}

/** The phone mask: +1 followed by up to 15 digits, whatever was typed. */
export function maskPhone(input: string): string {
  const digits = input.replace(/\D/g, '').replace(/^1/, '').slice(0, PHONE_MAX_DIGITS);
  return digits ? `+1${digits}` : '';
}

/** Strips the first character (the +) and checks the digits that follow the 1. */
export function checkPhone(value: string | undefined, mandatory: boolean): FieldError | null {
  if (isBlank(value) || value === '+1') return mandatory ? fail('notEmpty') : null;
  const digits = value!.slice(1);
  const valid = /^1\d+$/.test(digits) && digits.length - 1 >= PHONE_MIN_DIGITS && digits.length - 1 <= PHONE_MAX_DIGITS;
  return valid ? null : fail('phone');
}

/**
 * The longest value the API takes for each profile text field (docs/product/limits.md, Profile field
 * lengths). The identity forms stop typing there, so no save is refused for a length the member cannot see.
 */
export const PROFILE_TEXT_MAX_LENGTH = {
  email: 100,
  firstName: 50,
  lastName: 50,
  username: 50,
  homePhone: 20,
  cellPhone: 20,
  address: 200,
  address2: 200,
  country: 60,
  state: 60,
  suite: 20,
  city: 60,
  zip: 10,
  companyName: 100,
  shippingInstructions: 500,
  socialSecurityNumber: 20,
  instagramHandle: 100,
  facebookHandle: 100,
  tiktokHandle: 100,
  twitterHandle: 100,
} as const;

/** Shipping address fields and their lengths (docs/product/validation.md, Shipping address). */
export const SHIPPING_ADDRESS_RULES = {
  suite: { min: 1, max: 20 },
  address: { min: 5, max: 100 },
  city: { min: 3, max: 50 },
  state: { min: 3, max: 50 },
  country: { min: 3, max: 50 },
  zip: { min: 4, max: 6 },
} as const;

export type ShippingField = keyof typeof SHIPPING_ADDRESS_RULES;
export const SHIPPING_FIELDS = Object.keys(SHIPPING_ADDRESS_RULES) as ShippingField[];
const ZIP = /^\d+$/;

/** One shipping address field: "Error: Invalid {field}!" when its length (or, for zip, digits only) is broken. */
export function checkShippingField(field: ShippingField, value: string | undefined): FieldError | null {
  const text = (value ?? '').trim();
  // State is the one field payment does not need (docs/product/rewards.md, Address).
  if (field === 'state' && text === '') return null;
  const { min, max } = SHIPPING_ADDRESS_RULES[field];
  const ok = text.length >= min && text.length <= max && (field !== 'zip' || ZIP.test(text));
  return ok ? null : fail('invalidField', { field });
}
/** The contact form (docs/product/support.md, Contact form): at least this many characters of message. */
export const CONTACT_MESSAGE_MIN_LENGTH = 3;
/** Longest contact message or ticket text accepted (docs/product/limits.md, Support message length). */
export const SUPPORT_MESSAGE_MAX_LENGTH = 5000;

/** The contact name keeps letters and spaces only: anything else typed is dropped as it is typed. */
export const contactNameInput = (input: string): string => input.replace(/[^\p{L} ]/gu, '').replace(/ {2,}/g, ' ');

export const checkContactName = (value: string | undefined): FieldError | null =>
  isBlank(value) ? fail('contactNameRequired') : null;

export function checkContactEmail(value: string | undefined): FieldError | null {
  if (isBlank(value)) return fail('contactEmailRequired');
  return EMAIL.test(value!.trim()) ? null : fail('email');
}

export function checkContactMessage(value: string | undefined): FieldError | null {
  if (isBlank(value)) return fail('contactMessageRequired');
  return value!.trim().length < CONTACT_MESSAGE_MIN_LENGTH ? fail('contactMessageMin') : null;
}

/** When the campaign turns the support captcha on, an answer of at least 2 characters. */
export const checkContactCaptcha = (value: string | undefined, required: boolean): FieldError | null =>
  required && (value ?? '').length < 2 ? fail('contactCaptcha') : null;
/** Referral invitations: at most 5 addresses of at most 100 characters (docs/product/limits.md, Referral e-mails). */
export const MAX_REFERRAL_EMAILS = 5;
export const MAX_REFERRAL_EMAIL_LENGTH = 100;

/** The addresses to invite: trimmed, blanks dropped, duplicates removed case-insensitively, order kept. */
export function distinctEmails(ids: readonly string[]): string[] {
  const seen = new Set<string>();
  return ids
    .map((id) => id.trim())
    .filter((email) => {
      const key = email.toLowerCase();
      if (email === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** A referral address: a valid e-mail of at most 100 characters. */
export const isReferralEmail = (email: string): boolean =>
  email.length <= MAX_REFERRAL_EMAIL_LENGTH && checkEmail(email) === null;
