import { type Static, Type } from '@sinclair/typebox';
import type { CampaignConfig, CampaignSubset } from '@portal/kit/contracts';
import type { Assert, Same } from '../../http/contract-check';

/** JSON schemas of the campaign calls. The assertions at the end keep them equal to the shared contract. */

const FieldRuleSchema = Type.Object({
  minLength: Type.Optional(Type.Integer()),
  maxLength: Type.Optional(Type.Integer()),
  mandatory: Type.Optional(Type.Boolean()),
  hasNumeric: Type.Optional(Type.Boolean()),
  hasAlpha: Type.Optional(Type.Boolean()),
  email: Type.Optional(Type.Boolean()),
  upperCaseReq: Type.Optional(Type.Boolean()),
  lowerCaseReq: Type.Optional(Type.Boolean()),
  specialCharReq: Type.Optional(Type.Boolean()),
});

const SocialProviderSchema = Type.Object({ clientId: Type.String() });

export const CampaignConfigSchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    campaignState: Type.Union([Type.Literal('coming'), Type.Literal('expired'), Type.Literal('active')]),
    status: Type.Union([Type.Literal('active'), Type.Literal('maintenance')]),
    activationStart: Type.String({ format: 'date-time' }),
    activationEnd: Type.String({ format: 'date-time' }),
    countryCode: Type.Union([Type.String(), Type.Array(Type.String())]),
    captchaConfig: Type.Object({
      recaptchaSiteKey: Type.Optional(Type.String()),
      recaptchaVersion: Type.Optional(Type.Union([Type.Literal('V2'), Type.Literal('V3')])),
      registrationCaptcha: Type.Boolean(),
      loginCaptcha: Type.Boolean(),
      supportCaptcha: Type.Boolean(),
      packageCodeCaptcha: Type.Boolean(),
    }),
    uiConfig: Type.Object({
      userFields: Type.Array(Type.Object({ name: Type.String(), validation: FieldRuleSchema })),
      passwordRule: FieldRuleSchema,
    }),
    fingerprinting: Type.Object({ enable: Type.Boolean(), clientKey: Type.Optional(Type.String()) }),
    usePreRegistration: Type.Boolean(),
    bonusPointInfo: Type.Object({ onProfileComplete: Type.Object({ points: Type.Integer() }) }),
    authentication: Type.Object({
      facebook: Type.Optional(SocialProviderSchema),
      google: Type.Optional(SocialProviderSchema),
      apple: Type.Optional(SocialProviderSchema),
      microsoft: Type.Optional(SocialProviderSchema),
      amazon: Type.Optional(SocialProviderSchema),
    }),
    otp: Type.Object({
      enabled: Type.Boolean(),
      length: Type.Union([Type.Integer(), Type.String()]),
      waitSeconds: Type.Integer(),
    }),
    googleAnalyticsId: Type.Optional(Type.String()),
    gtmConfig: Type.Object({ enabled: Type.Boolean(), gtmId: Type.Optional(Type.String()) }),
    notificationUI: Type.Object({
      maxAllowDays: Type.Integer(),
      isRouteBased: Type.Boolean(),
      maxNotificationShow: Type.Integer(),
    }),
    storeLocatorUrl: Type.String(),
  },
  { title: 'CampaignConfig' },
);

/** The call takes no payload; an empty or absent body is accepted and anything sent is ignored. */
export const MiniRequestSchema = Type.Object({});

export const SubsetRequestSchema = Type.Object({
  reqAttributes: Type.Object({
    // 1 asks for the tier table; 0 or absent leaves it out. An enum keeps the error message short.
    pointTierConfig: Type.Optional(Type.Unsafe<0 | 1>({ type: 'integer', enum: [0, 1] })),
  }),
});

const TierConfigEntrySchema = Type.Object({
  tierId: Type.Integer(),
  tierName: Type.String(),
  'level-up-points': Type.Integer(),
  desc: Type.String(),
});

export const SubsetSchema = Type.Object({
  content: Type.Array(Type.Object({ pointTierConfig: Type.Optional(Type.Array(TierConfigEntrySchema)) })),
});

// Compile-time proof that the wire schemas and the shared contract agree, both ways.
export type ContractChecks = [
  Assert<Same<Static<typeof CampaignConfigSchema>, CampaignConfig>>,
  Assert<Same<Static<typeof SubsetSchema>['content'][number], CampaignSubset>>,
];
