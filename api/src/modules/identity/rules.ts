import type { CampaignConfig, FieldRule, ProfileFields } from '@portal/kit/contracts';
import {
  type FieldError,
  checkBirth,
  checkEmail,
  checkName,
  checkPhone,
  checkRule,
  passwordLengthRule,
} from '@portal/kit/validation/rules';
import { DomainError, type FieldProblem } from '../../platform/domain-error';

/**
 * The server's own check of what the forms already validate (see docs/product/validation.md): the
 * API is the boundary, so a request that skips the portal's forms meets the same rules — the
 * shared ones the forms run, answered with the same messages.
 */
export const SIGNUP_MIN_AGE = 21;
export const PROFILE_MIN_AGE = 18;

/** The one password message for any broken rule (blank included), as the forms show it. */
export function passwordProblem(password: string, campaignRule: FieldRule): FieldError | null {
  const rule = passwordLengthRule(campaignRule);
  const broken = password.length === 0 || checkRule(password, rule) !== null;
  return broken ? { key: 'passwordRule', values: { min: rule.minLength ?? 8, max: rule.maxLength! } } : null;
}

/** Collects one problem per field; throws 400 with all of them at the end. */
export class FieldErrors {
  private readonly problems: FieldProblem[] = [];

  add(field: string, error: FieldError | null): void {
    if (!error || this.problems.some((problem) => problem.field === field)) return;
    this.problems.push({ field, code: `validation.${error.key}`, ...(error.values ? { values: error.values } : {}) });
  }

  required(field: string, value: unknown): boolean {
    const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    if (empty) this.add(field, { key: 'notEmpty' });
    return !empty;
  }

  name(field: 'firstName' | 'lastName', value: string | undefined): void {
    this.add(field, checkName(value, field));
  }

  birth(value: string | undefined, minAge: number): void {
    this.add('birth', checkBirth(value, minAge));
  }

  /** A phone; a mandatory one is empty while it holds only the mask's "+1". */
  phone(field: string, value: string | undefined, mandatory = false): void {
    this.add(field, checkPhone(value, mandatory));
  }

  /**
   * The campaign's configured rule (uiConfig.userFields) of each filled field. On the profile and the intake
   * survey only the fixed rules make a field mandatory: a member whose sign-up skipped one can still save.
   */
  configured(fields: object, userFields: CampaignConfig['uiConfig']['userFields']): void {
    const values = fields as Record<string, unknown>;
    for (const { name, validation } of userFields) {
      const value = values[name];
      if (typeof value === 'string' && value.trim())
        this.add(name, checkRule(value.trim(), { ...validation, mandatory: false }));
    }
  }

  email(field: string, value: string | undefined): void {
    this.add(field, checkEmail(value));
  }

  throwIfAny(): void {
    if (this.problems.length) throw new DomainError('identity.fieldsInvalid', 400, { errors: this.problems });
  }
}

/**
 * PUT /s1/user/{id}: names, gender and cell phone are mandatory; birth 18+ when given. A filled field also
 * meets the campaign's configured rule (uiConfig.userFields), as on sign-up: a zip of "ABC" would
 * otherwise pass here and be refused by the shipping address it prefills. Only the fixed rules make a
 * profile field mandatory, so a member whose sign-up skipped a field can still save the rest.
 */
export function assertProfileFields(fields: ProfileFields, userFields: CampaignConfig['uiConfig']['userFields']): void {
  const errors = new FieldErrors();
  errors.name('firstName', fields.firstName);
  errors.name('lastName', fields.lastName);
  errors.required('gender', fields.gender);
  errors.phone('cellPhone', fields.cellPhone, true);
  errors.phone('homePhone', fields.homePhone);
  if (fields.birth) errors.birth(fields.birth, PROFILE_MIN_AGE);
  errors.configured(fields, userFields);
  errors.throwIfAny();
}

/**
 * The registration completion form after a social sign-in. The e-mail is the provider's verified one, so it
 * is not re-validated; the names and a given birth date meet the sign-up's rules, since they become the
 * member's profile (and the names go into mails).
 */
export function assertRegistrationFields(fields: ProfileFields): void {
  const errors = new FieldErrors();
  if (errors.required('firstName', fields.firstName)) errors.name('firstName', fields.firstName);
  if (errors.required('lastName', fields.lastName)) errors.name('lastName', fields.lastName);
  errors.required('gender', fields.gender);
  if (fields.birth) errors.birth(fields.birth, SIGNUP_MIN_AGE);
  errors.throwIfAny();
}
