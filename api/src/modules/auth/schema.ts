import { type Static, Type } from '@sinclair/typebox';
import type {
  AuthTokens,
  CompleteRegistrationRequest,
  MemberSummary,
  OtpVerificationRequest,
  SignInRequest,
  SignInResult,
  SocialRegistrationNeeded,
  SocialSignInRequest,
} from '@portal/kit/contracts';
import type { Assert, Same } from '../../http/contract-check';
import { AdditionalInfoSchema, profileFieldProperties } from '../identity';

export const SignInSchema = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 100 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
  visitorId: Type.Optional(Type.String({ maxLength: 100 })),
  requestId: Type.Optional(Type.String({ maxLength: 100 })),
  captchaVal: Type.Optional(Type.String({ maxLength: 4000 })),
});

export const OtpVerificationSchema = Type.Object({
  data: Type.String({ format: 'uuid' }),
  otp: Type.String({ minLength: 1, maxLength: 10 }),
});

export const RefreshSchema = Type.Object({ refreshToken: Type.String({ minLength: 1, maxLength: 200 }) });
export const LogoutSchema = Type.Object({ refreshToken: Type.Optional(Type.String({ maxLength: 200 })) });

export const TokensSchema = Type.Object({ accessToken: Type.String(), refreshToken: Type.String() });

export const MemberSummarySchema = Type.Object({
  id: Type.String(),
  email: Type.String(),
  username: Type.Optional(Type.String()),
  name: Type.String(),
  firstName: Type.Optional(Type.String()),
  lastName: Type.Optional(Type.String()),
  requestIntakeSurveySubmitted: Type.Boolean(),
  pointBalance: Type.Integer(),
});

export const SignInResultSchema = Type.Object({
  accessToken: Type.String(),
  refreshToken: Type.String(),
  user: MemberSummarySchema,
});

/** 200 gives the session; 204 gives the member id the OTP step needs. */
export const SignInAnswerSchema = Type.Union([SignInResultSchema, Type.String()]);

export const SocialSignInSchema = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 8000 }),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  name: Type.Optional(Type.String({ maxLength: 200 })),
  accessToken: Type.Optional(Type.String({ maxLength: 8000 })),
  code: Type.Optional(Type.String({ maxLength: 2000 })),
});

export const SocialRegistrationNeededSchema = Type.Object({
  registrationToken: Type.String(),
  email: Type.String(),
  firstName: Type.Optional(Type.String()),
  lastName: Type.Optional(Type.String()),
});

export const SocialAnswerSchema = Type.Union([SignInResultSchema, SocialRegistrationNeededSchema]);

export const CompleteRegistrationSchema = Type.Object({
  ...profileFieldProperties,
  additionalInfo: Type.Intersect([
    AdditionalInfoSchema,
    Type.Object({ token: Type.String({ minLength: 1, maxLength: 2000 }) }),
  ]),
});

export type ContractChecks = [
  Assert<Same<Static<typeof SignInSchema>, SignInRequest>>,
  Assert<Same<Static<typeof OtpVerificationSchema>, OtpVerificationRequest>>,
  Assert<Same<Static<typeof TokensSchema>, AuthTokens>>,
  Assert<Same<Static<typeof MemberSummarySchema>, MemberSummary>>,
  Assert<Same<Static<typeof SignInResultSchema>, SignInResult>>,
  Assert<Same<Static<typeof SocialSignInSchema>, SocialSignInRequest>>,
  Assert<Same<Static<typeof SocialRegistrationNeededSchema>, SocialRegistrationNeeded>>,
  Assert<Same<Static<typeof CompleteRegistrationSchema>, CompleteRegistrationRequest>>,
];
