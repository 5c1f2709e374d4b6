import { apiCall } from '@portal/shared';
import { type PreValidationResult, type SignupRequest } from '@portal/kit';

export const SIGNUP_PATH = '/s2/auth/signup';
export const PRE_VALIDATION_PATH = '/s1/user/pre-validation?type=PRE_REGISTER_RULE';

export const preValidate = (request: SignupRequest) =>
  apiCall<PreValidationResult>({ method: 'POST', url: PRE_VALIDATION_PATH, data: request });

export const signup = (request: SignupRequest, refCode: string | null) =>
  apiCall<null>({ method: 'POST', url: SIGNUP_PATH, data: request, ...(refCode ? { params: { refCode } } : {}) });
