import { apiCall } from '@portal/shared';
import { type CompleteRegistrationRequest, type SignInResult, type SocialRegistrationNeeded } from '@portal/kit';
import type { SocialReturn } from './providers';

export const COMPLETE_REGISTRATION_PATH = '/s2/auth/oauth';

/** POST /s2/auth/{provider}: 200 signs in, 202 asks for the registration form. */
export function socialSignIn({ provider, idToken, accessToken, code }: SocialReturn) {
  const data =
    provider === 'facebook'
      ? { id: provider, ...(accessToken ? { accessToken } : {}) }
      : { id: idToken ?? '', ...(code ? { code } : {}) };
  return apiCall<SignInResult | SocialRegistrationNeeded>({ method: 'POST', url: `/s2/auth/${provider}`, data });
}

export const completeRegistration = (request: CompleteRegistrationRequest) =>
  apiCall<SignInResult>({ method: 'PUT', url: COMPLETE_REGISTRATION_PATH, data: request });
