import type { CampaignConfig, SignupRequest } from '@portal/kit/contracts';
import { FieldErrors, SIGNUP_MIN_AGE, passwordMeetsRule, passwordRuleMessage } from './rules';

type Value = string | number | boolean | undefined;

/** Sign-up: the campaign's uiConfig.userFields rules, then the fixed ones of spec part 1 §5. */
export function assertSignupFields(request: SignupRequest, config: CampaignConfig): void {
  const errors = new FieldErrors();
  const values = request as unknown as Record<string, Value>;
  for (const { name, validation } of config.uiConfig.userFields) {
    if (name === 'password') continue;
    const value = values[name];
    const text = typeof value === 'string' ? value.trim() : value;
    if (validation.mandatory && !errors.required(name, text)) continue;
    if (typeof text !== 'string' || text === '') continue;
    if (validation.minLength !== undefined && text.length < validation.minLength) errors.add(name, `Should not be less then ${validation.minLength}.`);
    if (validation.maxLength !== undefined && text.length > validation.maxLength) errors.add(name, `Should not be greater then ${validation.maxLength}.`);
  }
  errors.email('email', request.email);
  if (request.confirmEmail !== undefined && request.confirmEmail.trim().toLowerCase() !== request.email.trim().toLowerCase()) {
    errors.add('confirmEmail', "Your emails don't match.");
  }
  if (!passwordMeetsRule(request.password, config.uiConfig.passwordRule)) errors.add('password', passwordRuleMessage(config.uiConfig.passwordRule));
  if (request.firstName !== undefined) errors.name('firstName', request.firstName);
  if (request.lastName !== undefined) errors.name('lastName', request.lastName);
  if (request.birth !== undefined) errors.birth(request.birth, SIGNUP_MIN_AGE);
  errors.phone('cellPhone', request.cellPhone);
  errors.phone('homePhone', request.homePhone);
  errors.throwIfAny();
}
