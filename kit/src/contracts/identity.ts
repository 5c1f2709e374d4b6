/** Identity and sign-in calls (docs/product/identity.md, Calls). */
export type Gender = 'm' | 'f' | 'na';

/** The member as sign-in answers describe them; the session keeps these fields. */
export interface MemberSummary {
  id: string;
  email: string;
  username?: string;
  name: string;
  firstName?: string;
  lastName?: string;
  requestIntakeSurveySubmitted: boolean;
  pointBalance: number;
}

export interface AuthTokens {
  accessToken: string;
  refreshToken: string;
}

/** 200 answer of sign-in, OTP verification and social sign-in. */
export interface SignInResult extends AuthTokens {
  user: MemberSummary;
}

export interface SignInRequest {
  username: string;
  password: string;
  visitorId?: string;
  requestId?: string;
  captchaVal?: string;
}

/** POST /s2/auth/verification: `data` is the sign-in attempt id the 204 sign-in answer carried. */
export interface OtpVerificationRequest {
  data: string;
  otp: string;
}

export interface RefreshRequest {
  refreshToken: string;
}

export interface LogoutRequest {
  refreshToken?: string;
}

export interface AdditionalInfo {
  visitorId?: string;
  requestId?: string;
  promoCode?: string;
  source?: string;
  token?: string;
}

/** Fields common to sign-up, the profile and the registration completion form. */
export interface ProfileFields {
  firstName?: string;
  lastName?: string;
  username?: string;
  birth?: string;
  homePhone?: string;
  cellPhone?: string;
  address?: string;
  address2?: string;
  country?: string;
  state?: string;
  suite?: string;
  city?: string;
  zip?: string;
  gender?: Gender;
  receiveEmail?: boolean;
  receiveSms?: boolean;
  companyName?: string;
  shippingInstructions?: string;
  socialSecurityNumber?: string;
  latitude?: number;
  longitude?: number;
}

export interface SignupRequest extends ProfileFields {
  email: string;
  confirmEmail?: string;
  password: string;
  additionalInfo?: AdditionalInfo;
  captchaVal?: string;
}

/** POST /s1/user/pre-validation?type=PRE_REGISTER_RULE */
export interface PreValidationResult {
  valid: boolean;
  token?: string;
  errorReason?: string;
}

/** Social sign-in (POST /s2/auth/{google|microsoft|facebook}); Apple sends its ID token as `id`. */
export interface SocialSignInRequest {
  id: string;
  email?: string;
  name?: string;
  accessToken?: string;
  code?: string;
}

/** 202 answer of a social sign-in: the registration token the completion form sends back. */
export interface SocialRegistrationNeeded {
  registrationToken: string;
  /** The provider's verified e-mail (or the linked member's): the account's address, not asked again. */
  email: string;
  firstName?: string;
  lastName?: string;
}

/** PUT /s2/auth/oauth: the completion form; additionalInfo.token carries the registration token. */
export interface CompleteRegistrationRequest extends ProfileFields {
  additionalInfo: AdditionalInfo & { token: string };
}

export interface ForgotPasswordRequest {
  email: string;
}

export interface ResetPasswordRequest {
  password: string;
}

export interface SocialHandles {
  instagramHandle?: string;
  facebookHandle?: string;
  tiktokHandle?: string;
  twitterHandle?: string;
}

/** GET /s2/identities/{id} */
export interface MemberProfile extends ProfileFields, SocialHandles {
  id: string;
  email: string;
  refCode: string;
  intakeSurveySubmitted: boolean;
  profileBonusAwarded: boolean;
}

/** PUT /s1/user/{id} */
export interface ProfileUpdateRequest extends ProfileFields, SocialHandles {
  email?: string;
  additionalInfo?: AdditionalInfo;
}

/** PUT /s1/user/{id} answer: 201 when the profile-completion bonus was just credited. */
export interface ProfileUpdateResult {
  profile: MemberProfile;
  bonusPoints: number;
}

/** POST /s1/identities/intake-survey (path not given by the spec; named by us). */
export interface IntakeSurveyRequest {
  firstName: string;
  lastName: string;
  zip?: string;
  birth?: string;
  gender: 'm' | 'f';
}

/** GET /s1/points/pointbalance */
export interface PointBalance {
  pointBalance: number;
  /** Points ever earned (reversed credits excluded); redeeming never lowers them. The tier is measured on these. */
  lifetimePoints: number;
}
