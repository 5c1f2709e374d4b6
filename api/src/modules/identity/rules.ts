import type { ApiError, FieldRule, ProfileFields } from '@portal/kit/contracts';
import { HttpError } from '../../http/errors';

/**
 * The server's own check of what the forms already validate (spec part 1 §5): the API is the
 * boundary, so a request that skips the portal's forms meets the same rules.
 */
const NAME = /^[\p{L}-]+$/u;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+1\d{10,15}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export const SIGNUP_MIN_AGE = 21;
export const PROFILE_MIN_AGE = 18;

export function passwordRuleMessage(rule: FieldRule): string {
  return `Your password must be between ${rule.minLength ?? 8} and ${rule.maxLength ?? 20} characters. It must contain at least one uppercase and one special character.`;
}

export function passwordMeetsRule(password: string, rule: FieldRule): boolean {
  if (rule.minLength !== undefined && password.length < rule.minLength) return false;
  if (rule.maxLength !== undefined && password.length > rule.maxLength) return false;
  if (rule.upperCaseReq && !/\p{Lu}/u.test(password)) return false;
  if (rule.lowerCaseReq && !/\p{Ll}/u.test(password)) return false;
  if (rule.specialCharReq && !/[^\p{L}\p{N}\s]/u.test(password)) return false;
  return password.length > 0;
}

/** Whole years between a YYYY-MM-DD birth date and today, or null for an impossible date. */
export function ageOn(birth: string, today: Date = new Date()): number | null {
  const match = DATE.exec(birth);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || date > today) return null;
  const age = today.getUTCFullYear() - year;
  const beforeBirthday = today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  return beforeBirthday ? age - 1 : age;
}

/** Collects one error per field; throws 400 with all of them at the end. */
export class FieldErrors {
  private readonly errors: ApiError[] = [];

  add(field: string, message: string): void {
    if (!this.errors.some((error) => error.type === field)) this.errors.push({ type: field, message });
  }

  required(field: string, value: unknown): boolean {
    const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    if (empty) this.add(field, 'Should not be empty.');
    return !empty;
  }

  name(field: 'firstName' | 'lastName', value: string | undefined): void {
    if (!this.required(field, value)) return;
    const label = field === 'firstName' ? 'First name' : 'Last name';
    if (!NAME.test(value!.trim())) this.add(field, `${label} must not contain any numeric digit and special character except the hyphen (-)`);
  }

  birth(value: string | undefined, minAge: number): void {
    if (!this.required('birth', value)) return;
    const age = ageOn(value!);
    if (age === null) this.add('birth', 'Invalid Birth Date.');
    else if (age < minAge) this.add('birth', `You must be at least ${minAge} years old.`);
  }

  phone(field: string, value: string | undefined): void {
    if (value && !PHONE.test(value)) this.add(field, 'Please enter a valid US phone number.');
  }

  email(field: string, value: string | undefined): void {
    if (this.required(field, value) && !EMAIL.test(value!.trim())) this.add(field, 'Please enter a valid email address.');
  }

  throwIfAny(): void {
    if (this.errors.length) throw new HttpError(400, 'Please correct the highlighted fields.', { errors: this.errors });
  }
}

/** PUT /s1/user/{id}: names, gender and cell phone are mandatory; birth 18+ when given. */
export function assertProfileFields(fields: ProfileFields): void {
  const errors = new FieldErrors();
  errors.name('firstName', fields.firstName);
  errors.name('lastName', fields.lastName);
  errors.required('gender', fields.gender);
  if (errors.required('cellPhone', fields.cellPhone)) errors.phone('cellPhone', fields.cellPhone);
  errors.phone('homePhone', fields.homePhone);
  if (fields.birth) errors.birth(fields.birth, PROFILE_MIN_AGE);
  errors.throwIfAny();
}

/** The registration completion form after a social sign-in: e-mail and username are not re-validated. */
export function assertRegistrationFields(fields: ProfileFields, email: string | undefined): void {
  const errors = new FieldErrors();
  errors.required('firstName', fields.firstName);
  errors.required('lastName', fields.lastName);
  errors.required('gender', fields.gender);
  errors.required('email', email);
  errors.throwIfAny();
}
