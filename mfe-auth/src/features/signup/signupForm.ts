import {
  addressCoordinates,
  campaignCountry,
  type AddressValues,
  type CampaignConfig,
  checkBirth,
  checkEmail,
  checkEmailsMatch,
  checkName,
  checkPassword,
  checkPasswordsMatch,
  checkPhone,
  checkRule,
  EMPTY_ADDRESS,
  type Errors,
  type FieldError,
  type FieldRule,
  type SignupRequest,
} from '@portal/kit';

export const SIGNUP_MIN_AGE = 21;

export interface SignupValues extends AddressValues {
  firstName: string;
  lastName: string;
  email: string;
  confirmEmail: string;
  birth: string;
  cellPhone: string;
  homePhone: string;
  gender: string;
  companyName: string;
  shippingInstructions: string;
  password: string;
  passwordConfirm: string;
  receiveEmail: boolean;
  receiveSms: boolean;
  captcha: string;
}

export const EMPTY_SIGNUP: SignupValues = {
  ...EMPTY_ADDRESS,
  firstName: '',
  lastName: '',
  email: '',
  confirmEmail: '',
  birth: '',
  cellPhone: '',
  homePhone: '',
  gender: '',
  companyName: '',
  shippingInstructions: '',
  password: '',
  passwordConfirm: '',
  receiveEmail: false,
  receiveSms: false,
  captcha: '',
};

type TextField = Exclude<keyof SignupValues, 'receiveEmail' | 'receiveSms'>;

/** The fields the campaign asks for (uiConfig.userFields) with their rules; e-mail and password always. */
export function fieldRules(config: CampaignConfig): Map<string, FieldRule> {
  const rules = new Map(config.uiConfig.userFields.map((field) => [field.name, field.validation]));
  if (!rules.has('email')) rules.set('email', { mandatory: true, email: true });
  return rules;
}

function checkField(name: TextField, value: string, rule: FieldRule, values: SignupValues): FieldError | null {
  switch (name) {
    case 'firstName':
    case 'lastName':
      return checkName(value, name) ?? checkRule(value, rule);
    case 'email':
      return checkEmail(value) ?? checkRule(value, rule);
    case 'birth':
      return checkBirth(value, SIGNUP_MIN_AGE);
    case 'cellPhone':
    case 'homePhone':
      return checkPhone(value, rule.mandatory ?? false);
    default:
      return checkRule(value, rule) ?? (name === 'confirmEmail' ? checkEmailsMatch(values.email, value) : null);
  }
}

const REQUIRED: FieldRule = { mandatory: true };

export function validateSignup(values: SignupValues, config: CampaignConfig): Errors<SignupValues> {
  const errors: Errors<SignupValues> = {};
  for (const [name, rule] of fieldRules(config)) {
    if (name === 'password' || !(name in values) || typeof values[name as keyof SignupValues] !== 'string') continue;
    errors[name as TextField] = checkField(name as TextField, values[name as TextField], rule, values);
  }
  // A confirmation left empty is a field left empty, even when what it confirms is empty too.
  errors.confirmEmail = checkRule(values.confirmEmail, REQUIRED) ?? checkEmailsMatch(values.email, values.confirmEmail);
  errors.password = checkPassword(values.password, config.uiConfig.passwordRule);
  errors.passwordConfirm =
    checkRule(values.passwordConfirm, REQUIRED) ?? checkPasswordsMatch(values.password, values.passwordConfirm);
  errors.captcha = config.captchaConfig.registrationCaptcha && !values.captcha ? { key: 'captcha' } : null;
  return errors;
}

/** The payload: configured fields that have a value, the campaign country, the query's promo code and source. */
export function signupPayload(values: SignupValues, config: CampaignConfig, query: URLSearchParams): SignupRequest {
  const rules = fieldRules(config);
  const optional: Partial<SignupRequest> = {};
  for (const name of rules.keys()) {
    const value = values[name as keyof SignupValues];
    if (typeof value === 'string' && value.trim() && name !== 'password')
      Object.assign(optional, { [name]: value.trim() });
  }
  const promoCode = query.get('promoCode');
  const source = query.get('src');
  return {
    ...optional,
    email: values.email.trim(),
    confirmEmail: values.confirmEmail.trim(),
    password: values.password,
    country: campaignCountry(config),
    ...addressCoordinates(values),
    receiveEmail: values.receiveEmail,
    receiveSms: values.receiveSms,
    ...(values.gender ? { gender: values.gender as 'm' | 'f' } : {}),
    ...(values.captcha ? { captchaVal: values.captcha } : {}),
    additionalInfo: { ...(promoCode ? { promoCode } : {}), ...(source ? { source } : {}) },
  };
}

// The one definition lives in the kit's form kit; re-exported for this app's screens.
export { campaignCountry };
