import type { CampaignConfig, SignupRequest } from '@portal/kit/contracts';
import { checkEmailsMatch, checkRule } from '@portal/kit/validation/rules';
import { FieldErrors, SIGNUP_MIN_AGE, passwordProblem } from './rules';

type Value = string | number | boolean | undefined;

/** Sign-up: the campaign's uiConfig.userFields rules, then the fixed ones (see docs/product/validation.md). */
export function assertSignupFields(request: SignupRequest, config: CampaignConfig): void {
  const errors = new FieldErrors();
  const values = request as unknown as Record<string, Value>;
  for (const { name, validation } of config.uiConfig.userFields) {
    if (name === 'password') continue;
    const value = values[name];
    if (typeof value === 'string' || value === undefined) errors.add(name, checkRule(value?.trim(), validation));
    else if (validation.mandatory) errors.required(name, value);
  }
  errors.email('email', request.email);
  if (request.confirmEmail !== undefined) {
    errors.add('confirmEmail', checkEmailsMatch(request.email, request.confirmEmail));
  }
  errors.add('password', passwordProblem(request.password, config.uiConfig.passwordRule));
  if (request.firstName !== undefined) errors.name('firstName', request.firstName);
  if (request.lastName !== undefined) errors.name('lastName', request.lastName);
  if (request.birth !== undefined) errors.birth(request.birth, SIGNUP_MIN_AGE);
  errors.phone('cellPhone', request.cellPhone);
  errors.phone('homePhone', request.homePhone);
  errors.throwIfAny();
}
