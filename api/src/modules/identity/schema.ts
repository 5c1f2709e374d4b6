import { type Static, type TObject, Type } from '@sinclair/typebox';
import type {
  IntakeSurveyRequest,
  MemberProfile,
  PreValidationResult,
  ProfileFields,
  ProfileUpdateRequest,
  SignupRequest,
} from '@portal/kit/contracts';
import { PROFILE_TEXT_MAX_LENGTH as MAX } from '@portal/kit/validation/rules';
import type { Assert, Same } from '../../http/contract-check';

/** JSON schemas of the identity calls; the assertions at the end keep them equal to the shared contract. */
const text = (maxLength = 200) => Type.String({ maxLength });
const opt = (maxLength = 200) => Type.Optional(text(maxLength));

export const profileFieldProperties = {
  firstName: opt(MAX.firstName),
  lastName: opt(MAX.lastName),
  username: opt(MAX.username),
  // Checked by the rules (valid date, minimum age) so the answer can say "Invalid Birth Date.".
  birth: opt(10),
  homePhone: opt(MAX.homePhone),
  cellPhone: opt(MAX.cellPhone),
  address: opt(MAX.address),
  address2: opt(MAX.address2),
  country: opt(MAX.country),
  state: opt(MAX.state),
  suite: opt(MAX.suite),
  city: opt(MAX.city),
  zip: opt(MAX.zip),
  gender: Type.Optional(Type.Union([Type.Literal('m'), Type.Literal('f'), Type.Literal('na')])),
  receiveEmail: Type.Optional(Type.Boolean()),
  receiveSms: Type.Optional(Type.Boolean()),
  companyName: opt(MAX.companyName),
  shippingInstructions: opt(MAX.shippingInstructions),
  socialSecurityNumber: opt(MAX.socialSecurityNumber),
  latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
  longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
};

export const AdditionalInfoSchema = Type.Object({
  visitorId: opt(100),
  requestId: opt(100),
  promoCode: opt(50),
  source: opt(50),
  token: opt(2000),
});

const handleProperties = {
  instagramHandle: opt(MAX.instagramHandle),
  facebookHandle: opt(MAX.facebookHandle),
  tiktokHandle: opt(MAX.tiktokHandle),
  twitterHandle: opt(MAX.twitterHandle),
};

export const SignupSchema = Type.Object({
  ...profileFieldProperties,
  email: text(MAX.email),
  confirmEmail: opt(MAX.email),
  password: text(128),
  additionalInfo: Type.Optional(AdditionalInfoSchema),
  captchaVal: opt(4000),
});

export const SignupQuerySchema = Type.Object({ refCode: opt(50) });

/** The sign-up payload, of which only the e-mail is checked. */
export const PreValidationBodySchema = Type.Object({ email: text(100) });
export const PreValidationQuerySchema = Type.Object({ type: Type.Literal('PRE_REGISTER_RULE') });
export const PreValidationResultSchema = Type.Object({
  valid: Type.Boolean(),
  token: Type.Optional(Type.String()),
  errorReason: Type.Optional(Type.String()),
});

export const TokenQuerySchema = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });
export const ForgotPasswordSchema = Type.Object({ email: text(100) });
export const ResetPasswordSchema = Type.Object({ password: text(128) });

export const ProfileUpdateSchema = Type.Object({
  ...profileFieldProperties,
  ...handleProperties,
  email: opt(100),
  additionalInfo: Type.Optional(AdditionalInfoSchema),
});

export const MemberProfileSchema = Type.Object({
  ...profileFieldProperties,
  ...handleProperties,
  id: Type.String(),
  email: Type.String(),
  refCode: Type.String(),
  intakeSurveySubmitted: Type.Boolean(),
  profileBonusAwarded: Type.Boolean(),
});

export const ProfileUpdateResultSchema = Type.Object({ profile: MemberProfileSchema, bonusPoints: Type.Integer() });

export const IntakeSurveySchema = Type.Object({
  firstName: text(50),
  lastName: text(50),
  zip: opt(10),
  birth: opt(10),
  gender: Type.Union([Type.Literal('m'), Type.Literal('f')]),
});

export const EmptySchema = Type.Object({});
export const NoDataSchema = Type.Optional(Type.Null());

export type ContractChecks = [
  Assert<Same<Static<typeof SignupSchema>, SignupRequest>>,
  Assert<Same<Static<typeof PreValidationResultSchema>, PreValidationResult>>,
  Assert<Same<Static<typeof ProfileUpdateSchema>, ProfileUpdateRequest>>,
  Assert<Same<Static<typeof MemberProfileSchema>, MemberProfile>>,
  Assert<Same<Static<typeof IntakeSurveySchema>, IntakeSurveyRequest>>,
  Assert<Same<Static<TObject<typeof profileFieldProperties>>, ProfileFields>>,
];
