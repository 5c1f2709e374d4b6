import type { CampaignConfig } from '@portal/kit';

/** A complete, active campaign for component tests: sign-up fields, password rule, captcha off, OTP on. */
export const DEMO_CAMPAIGN = {
  id: 'c1',
  name: 'Vapor Rewards',
  campaignState: 'active',
  status: 'active',
  activationStart: '2026-01-01T00:00:00Z',
  activationEnd: '2027-12-31T23:59:59Z',
  countryCode: 'US',
  captchaConfig: { registrationCaptcha: false, loginCaptcha: false, supportCaptcha: false, packageCodeCaptcha: false },
  uiConfig: {
    userFields: [
      { name: 'firstName', validation: { mandatory: true, maxLength: 50 } },
      { name: 'lastName', validation: { mandatory: true, maxLength: 50 } },
      { name: 'email', validation: { mandatory: true, email: true } },
      { name: 'birth', validation: { mandatory: true } },
      { name: 'cellPhone', validation: { mandatory: true } },
      { name: 'address', validation: { mandatory: true } },
      { name: 'city', validation: { mandatory: false } },
      { name: 'zip', validation: { mandatory: true, minLength: 4, maxLength: 6 } },
      { name: 'gender', validation: { mandatory: true } },
    ],
    passwordRule: {
      minLength: 8,
      maxLength: 20,
      mandatory: true,
      upperCaseReq: true,
      lowerCaseReq: true,
      specialCharReq: true,
    },
  },
  fingerprinting: { enable: false },
  usePreRegistration: true,
  bonusPointInfo: { onProfileComplete: { points: 50 } },
  authentication: {},
  otp: { enabled: true, length: 6, waitSeconds: 120 },
  gtmConfig: { enabled: false },
  notificationUI: { maxAllowDays: 30, isRouteBased: true, maxNotificationShow: 3 },
  storeLocatorUrl: 'https://www.example.com/store-locator',
} satisfies CampaignConfig;
