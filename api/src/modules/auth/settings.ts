import { positiveInteger, wholeNumberSetting } from '../../platform/settings';
import { REFRESH_REUSE_SECONDS } from './sessions';

/** Environment of the identity modules (README "Environment"). Read once when the app is built. */
export type SocialProvider = 'google' | 'apple' | 'microsoft' | 'facebook';
export type OidcProvider = Exclude<SocialProvider, 'facebook'>;

export interface OidcSettings {
  clientId: string | undefined;
  issuer: string;
  jwksUrl: string;
}

export interface AuthSettings {
  /** Base of the links in mails (confirmation, password reset). */
  portalUrl: string;
  /** Requests per minute and client address on sign-in, OTP, sign-up and forgot password. */
  rateLimitPerMinute: number;
  /**
   * Seconds after its rotation in which a refresh token presented again gets a token of the same session
   * (a second tab, a lost answer) instead of revoking it; 0 revokes at once (docs/decisions.md 136).
   */
  refreshReuseSeconds: number;
  captcha: { verifyUrl: string; secret: string | undefined };
  oidc: Record<OidcProvider, OidcSettings>;
  facebook: { appId: string | undefined; appSecret: string | undefined; graphUrl: string };
}

const OIDC_DEFAULTS: Record<OidcProvider, { issuer: string; jwksUrl: string }> = {
  google: { issuer: 'https://accounts.google.com', jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs' },
  apple: { issuer: 'https://appleid.apple.com', jwksUrl: 'https://appleid.apple.com/auth/keys' },
  // The consumer-account tenant; a work tenant sets MICROSOFT_ISSUER to its own issuer.
  microsoft: {
    issuer: 'https://login.microsoftonline.com/9188040d-6c67-4c5b-b112-36a304b66dad/v2.0',
    jwksUrl: 'https://login.microsoftonline.com/common/discovery/v2.0/keys',
  },
};

function oidc(env: NodeJS.ProcessEnv, provider: OidcProvider): OidcSettings {
  const prefix = provider.toUpperCase();
  return {
    clientId: env[`${prefix}_CLIENT_ID`] || undefined,
    issuer: env[`${prefix}_ISSUER`] || OIDC_DEFAULTS[provider].issuer,
    jwksUrl: env[`${prefix}_JWKS_URL`] || OIDC_DEFAULTS[provider].jwksUrl,
  };
}

/** The reuse interval stays short: a longer one lets a stolen token go unnoticed longer. */
const MAX_REFRESH_REUSE_SECONDS = 60;

function refreshReuseSeconds(env: NodeJS.ProcessEnv): number {
  const seconds = wholeNumberSetting(env, 'REFRESH_REUSE_SECONDS', REFRESH_REUSE_SECONDS);
  if (seconds > MAX_REFRESH_REUSE_SECONDS) {
    throw new Error(`REFRESH_REUSE_SECONDS must be at most ${MAX_REFRESH_REUSE_SECONDS}, got "${seconds}".`);
  }
  return seconds;
}

export function loadAuthSettings(env: NodeJS.ProcessEnv = process.env): AuthSettings {
  return {
    portalUrl: (env.PORTAL_URL || `http://localhost:${env.PORTAL_PORT || '8080'}`).replace(/\/+$/, ''),
    rateLimitPerMinute: positiveInteger(env, 'AUTH_RATE_LIMIT_PER_MINUTE', 10),
    refreshReuseSeconds: refreshReuseSeconds(env),
    captcha: {
      verifyUrl: env.CAPTCHA_VERIFY_URL || 'https://www.google.com/recaptcha/api/siteverify',
      secret: env.CAPTCHA_SECRET || undefined,
    },
    oidc: { google: oidc(env, 'google'), apple: oidc(env, 'apple'), microsoft: oidc(env, 'microsoft') },
    facebook: {
      appId: env.FACEBOOK_APP_ID || undefined,
      appSecret: env.FACEBOOK_APP_SECRET || undefined,
      graphUrl: (env.FACEBOOK_GRAPH_URL || 'https://graph.facebook.com').replace(/\/+$/, ''),
    },
  };
}
