import { apiCall } from '@portal/shared';
import { type OtpVerificationRequest, type SignInRequest, type SignInResult } from '@portal/kit';

export const SIGN_IN_PATH = '/s2/auth/signin';
export const OTP_PATH = '/s2/auth/verification';

/** 200: data is the session; 204: data is the member id for the OTP step. */
export const signIn = (request: SignInRequest) =>
  apiCall<SignInResult | string>({ method: 'POST', url: SIGN_IN_PATH, data: request });

export const verifyOtp = (request: OtpVerificationRequest) =>
  apiCall<SignInResult>({ method: 'POST', url: OTP_PATH, data: request });
