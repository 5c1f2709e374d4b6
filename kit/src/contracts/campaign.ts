/** Campaign configuration returned by POST /s1/campaign/mini (docs/product/campaign.md, Config). */
export type CampaignState = 'coming' | 'expired' | 'active';

export interface FieldRule {
  minLength?: number;
  maxLength?: number;
  mandatory?: boolean;
  hasNumeric?: boolean;
  hasAlpha?: boolean;
  email?: boolean;
  upperCaseReq?: boolean;
  lowerCaseReq?: boolean;
  specialCharReq?: boolean;
}

export interface UserFieldConfig {
  name: string;
  validation: FieldRule;
}

export interface CaptchaConfig {
  recaptchaSiteKey?: string;
  recaptchaVersion?: 'V2' | 'V3';
  registrationCaptcha: boolean;
  loginCaptcha: boolean;
  supportCaptcha: boolean;
  packageCodeCaptcha: boolean;
}

export interface SocialProviderConfig {
  clientId: string;
}

export interface CampaignConfig {
  id: string;
  name: string;
  campaignState: CampaignState;
  status: 'active' | 'maintenance';
  activationStart: string;
  activationEnd: string;
  countryCode: string | string[];
  captchaConfig: CaptchaConfig;
  uiConfig: {
    userFields: UserFieldConfig[];
    passwordRule: FieldRule;
  };
  fingerprinting: { enable: boolean; clientKey?: string };
  usePreRegistration: boolean;
  bonusPointInfo: { onProfileComplete: { points: number } };
  /** Social sign-in blocks; a provider appears only when its clientId is set. */
  authentication: Partial<Record<'facebook' | 'google' | 'apple' | 'microsoft' | 'amazon', SocialProviderConfig>>;
  otp: { enabled: boolean; length: number | string; waitSeconds: number };
  googleAnalyticsId?: string;
  gtmConfig: { enabled: boolean; gtmId?: string };
  notificationUI: { maxAllowDays: number; isRouteBased: boolean; maxNotificationShow: number };
  storeLocatorUrl: string;
}

/** One entry of data.content[0].pointTierConfig from POST /s1/campaign/subset. */
export interface TierConfigEntry {
  tierId: number;
  tierName: string;
  'level-up-points': number;
  desc: string;
}

export interface CampaignSubsetRequest {
  reqAttributes: { pointTierConfig?: 0 | 1 };
}

export interface CampaignSubset {
  pointTierConfig?: TierConfigEntry[];
}

export interface CampaignSubsetResponse {
  content: CampaignSubset[];
}
