import jwt from 'jsonwebtoken';
import { JwksClient } from 'jwks-rsa';
import { DomainError } from '../../platform/domain-error';
import type { AuthSettings, OidcProvider, SocialProvider } from './settings';

/** What a provider vouches for about the person signing in. */
export interface SocialProfile {
  provider: SocialProvider;
  subject: string;
  email: string | undefined;
  /** True only when the provider says it checked the e-mail. */
  emailVerified: boolean;
  firstName: string | undefined;
  lastName: string | undefined;
}

const rejected = (provider: SocialProvider, cause?: unknown) =>
  new DomainError('auth.socialRejected', 401, { values: { provider }, cause });

const notConfigured = (provider: SocialProvider) =>
  new DomainError('auth.socialUnavailable', 400, { values: { provider } });

export type ClientIdOf = (provider: SocialProvider) => Promise<string | undefined>;

export interface SocialVerifier {
  verify(provider: SocialProvider, credential: { idToken?: string; accessToken?: string }): Promise<SocialProfile>;
}

function splitName(name: unknown): { firstName?: string; lastName?: string } {
  if (typeof name !== 'string' || !name.trim()) return {};
  const [firstName, ...rest] = name.trim().split(/\s+/);
  return { firstName, ...(rest.length ? { lastName: rest.join(' ') } : {}) };
}

function toProfile(provider: OidcProvider, claims: jwt.JwtPayload): SocialProfile {
  const email = typeof claims.email === 'string' ? claims.email : undefined;
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  const names = splitName(claims.name);
  return {
    provider,
    subject: String(claims.sub),
    email,
    // Microsoft's v2 tokens carry no email_verified claim; its accounts verify the address at creation.
    emailVerified: Boolean(email) && (verified || provider === 'microsoft'),
    firstName: typeof claims.given_name === 'string' ? claims.given_name : names.firstName,
    lastName: typeof claims.family_name === 'string' ? claims.family_name : names.lastName,
  };
}

/** ID tokens are checked against the provider's published keys (JWKS), issuer and our client id. */
export function createSocialVerifier(settings: AuthSettings, clientIdOf: ClientIdOf): SocialVerifier {
  const clients = new Map<OidcProvider, JwksClient>();
  const keysOf = (provider: OidcProvider) => {
    let client = clients.get(provider);
    if (!client) {
      client = new JwksClient({
        jwksUri: settings.oidc[provider].jwksUrl,
        cache: true,
        rateLimit: true,
        jwksRequestsPerMinute: 10,
      });
      clients.set(provider, client);
    }
    return client;
  };

  async function verifyIdToken(provider: OidcProvider, idToken: string): Promise<SocialProfile> {
    const audience = settings.oidc[provider].clientId ?? (await clientIdOf(provider));
    if (!audience) throw notConfigured(provider);
    const decoded = jwt.decode(idToken, { complete: true });
    if (!decoded || typeof decoded.payload === 'string' || !decoded.header.kid) throw rejected(provider);
    try {
      const key = await keysOf(provider).getSigningKey(decoded.header.kid);
      const claims = jwt.verify(idToken, key.getPublicKey(), {
        algorithms: ['RS256'],
        issuer: settings.oidc[provider].issuer,
        audience,
      }) as jwt.JwtPayload;
      if (!claims.sub) throw new Error('no subject');
      return toProfile(provider, claims);
    } catch (error) {
      throw rejected(provider, error);
    }
  }

  async function graph<T>(path: string): Promise<T> {
    const response = await fetch(`${settings.facebook.graphUrl}${path}`, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`Facebook answered ${response.status}`);
    return (await response.json()) as T;
  }

  /** Facebook gives an access token: its debug_token endpoint says whether it was issued to our app. */
  async function verifyFacebook(accessToken: string): Promise<SocialProfile> {
    const appId = settings.facebook.appId ?? (await clientIdOf('facebook'));
    if (!appId || !settings.facebook.appSecret) throw notConfigured('facebook');
    try {
      const appToken = encodeURIComponent(`${appId}|${settings.facebook.appSecret}`);
      const check = await graph<{ data?: { is_valid?: boolean; app_id?: string; user_id?: string } }>(
        `/debug_token?input_token=${encodeURIComponent(accessToken)}&access_token=${appToken}`,
      );
      if (!check.data?.is_valid || check.data.app_id !== appId || !check.data.user_id)
        throw new Error('token not valid for this app');
      const me = await graph<{ id: string; email?: string; first_name?: string; last_name?: string }>(
        `/me?fields=id,email,first_name,last_name&access_token=${encodeURIComponent(accessToken)}`,
      );
      if (me.id !== check.data.user_id) throw new Error('token user mismatch');
      // Facebook only returns an e-mail it has confirmed.
      return {
        provider: 'facebook',
        subject: me.id,
        email: me.email,
        emailVerified: Boolean(me.email),
        firstName: me.first_name,
        lastName: me.last_name,
      };
    } catch (error) {
      if (error instanceof DomainError) throw error;
      throw rejected('facebook', error);
    }
  }

  return {
    async verify(provider, { idToken, accessToken }) {
      if (provider === 'facebook') {
        if (!accessToken) throw rejected(provider);
        return verifyFacebook(accessToken);
      }
      if (!idToken) throw rejected(provider);
      return verifyIdToken(provider, idToken);
    },
  };
}
