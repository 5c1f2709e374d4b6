import type { CampaignConfig } from '@portal/kit';

export type SocialProvider = 'google' | 'apple' | 'microsoft' | 'facebook';
export const SOCIAL_PROVIDERS: SocialProvider[] = ['facebook', 'google', 'apple', 'microsoft'];

const STATE_KEY = 'auth-social-state';

/** Authorization endpoints of the implicit flow: the provider sends the token back in the URL fragment. */
const AUTHORIZE: Record<SocialProvider, (clientId: string, redirect: string, state: string, nonce: string) => string> =
  {
    google: (clientId, redirect, state, nonce) =>
      `https://accounts.google.com/o/oauth2/v2/auth?${new URLSearchParams({ client_id: clientId, redirect_uri: redirect, response_type: 'id_token', scope: 'openid email profile', state, nonce })}`,
    microsoft: (clientId, redirect, state, nonce) =>
      `https://login.microsoftonline.com/common/oauth2/v2.0/authorize?${new URLSearchParams({ client_id: clientId, redirect_uri: redirect, response_type: 'id_token', response_mode: 'fragment', scope: 'openid email profile', state, nonce })}`,
    apple: (clientId, redirect, state, nonce) =>
      `https://appleid.apple.com/auth/authorize?${new URLSearchParams({ client_id: clientId, redirect_uri: redirect, response_type: 'code id_token', response_mode: 'fragment', state, nonce })}`,
    facebook: (clientId, redirect, state) =>
      `https://www.facebook.com/v19.0/dialog/oauth?${new URLSearchParams({ client_id: clientId, redirect_uri: redirect, response_type: 'token', scope: 'email', state })}`,
  };

export const configuredProviders = (config: CampaignConfig | null): SocialProvider[] =>
  SOCIAL_PROVIDERS.filter((provider) => Boolean(config?.authentication[provider]?.clientId));

/** Leaves for the provider; the state (kept for this tab) ties the answer to this browser. */
export function startSocialSignIn(provider: SocialProvider, clientId: string): void {
  const random = crypto.randomUUID();
  const state = `${provider}.${random}`;
  sessionStorage.setItem(STATE_KEY, state);
  window.location.assign(AUTHORIZE[provider](clientId, `${window.location.origin}/login`, state, random));
}

export interface SocialReturn {
  provider: SocialProvider;
  idToken?: string;
  accessToken?: string;
  code?: string;
}

/** Reads a provider's answer from the URL fragment, only when its state is the one this tab sent. */
export function readSocialReturn(hash: string): SocialReturn | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const state = params.get('state');
  const expected = sessionStorage.getItem(STATE_KEY);
  if (!state || state !== expected) return null;
  sessionStorage.removeItem(STATE_KEY);
  const provider = state.split('.')[0] as SocialProvider;
  const idToken = params.get('id_token') ?? undefined;
  const accessToken = params.get('access_token') ?? undefined;
  const code = params.get('code') ?? undefined;
  return {
    provider,
    ...(idToken ? { idToken } : {}),
    ...(accessToken ? { accessToken } : {}),
    ...(code ? { code } : {}),
  };
}
