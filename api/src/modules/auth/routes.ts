import type { SignInResult, SocialRegistrationNeeded } from '@portal/kit/contracts';
import type { Db } from '../../db/db';
import { responses, sendEnvelope } from '../../http/envelope';
import type { ApiPlugin } from '../../http/type-provider';
import type { CampaignService } from '../campaign';
import type { ActivationCredit } from '../identity';
import type { Mailer } from '../mail';
import type { StoreCustomerService } from '../store-customer';
import { limited, registerRateLimit } from '../../http/rate-limit';
import { messageFor, requestLanguage } from '../../platform/messages';
import {
  CompleteRegistrationSchema,
  LogoutSchema,
  OtpVerificationSchema,
  RefreshSchema,
  SignInAnswerSchema,
  SignInResultSchema,
  SignInSchema,
  SocialAnswerSchema,
  SocialSignInSchema,
  TokensSchema,
} from './schema';
import { clearPageCookie, keepPageCookie } from './page-cookie';
import { createAuthService } from './service';
import type { SessionIssuer } from './sessions';
import { createSocialService } from './social-service';
import { createSocialVerifier } from './social';
import type { AuthSettings, SocialProvider } from './settings';
import { Type } from '@sinclair/typebox';

export interface AuthRouteOptions {
  db: Db;
  sessions: SessionIssuer;
  mailer: Mailer;
  settings: AuthSettings;
  jwtSecret: string;
  campaign: CampaignService;
  customers: StoreCustomerService;
  /** What a member's activation earns (a social sign-in activates too). */
  activationCredit: ActivationCredit;
}

const PROVIDERS: SocialProvider[] = ['google', 'apple', 'microsoft', 'facebook'];

export const authRoutes: ApiPlugin<AuthRouteOptions> = async (app, options) => {
  await registerRateLimit(app);
  keepPageCookie(app, options.jwtSecret);
  const auth = createAuthService(options);
  const clientIdOf = async (provider: SocialProvider) =>
    (await options.campaign.getConfig()).authentication[provider]?.clientId;
  const verifier = createSocialVerifier(options.settings, clientIdOf);
  const social = createSocialService({ ...options, verifier, startSession: auth.startSession });
  const perMinute = options.settings.rateLimitPerMinute;

  app.post(
    '/s2/auth/signin',
    {
      config: limited(perMinute),
      schema: {
        summary: 'Sign in with e-mail and password',
        description:
          '200 with the session; httpCode 204 (sent as HTTP 200) with the sign-in attempt id when the mailed OTP must be entered (send it back as `data`). 401 invalid credentials, 403 suspended, 406 not verified, 429 too many attempts.',
        tags: ['auth'],
        body: SignInSchema,
        response: responses(SignInAnswerSchema),
      },
    },
    async (request, reply) => sendEnvelope<SignInResult | string>(reply, await auth.signIn(request.body)),
  );

  app.post(
    '/s2/auth/verification',
    {
      config: limited(perMinute),
      schema: {
        summary: 'Enter the mailed OTP',
        tags: ['auth'],
        body: OtpVerificationSchema,
        response: responses(SignInResultSchema),
      },
    },
    async (request, reply) =>
      sendEnvelope(reply, {
        httpCode: 200,
        message: messageFor(request, 'auth.signedIn'),
        data: await auth.verifyOtp(request.body),
      }),
  );

  app.post(
    '/s2/auth/refreshtoken',
    {
      config: limited(perMinute * 6),
      schema: {
        summary: 'Rotate the refresh token',
        description:
          'Each refresh token works once; presenting a rotated one again more than 10 seconds after its first use revokes its whole session (401).',
        tags: ['auth'],
        body: RefreshSchema,
        response: responses(TokensSchema),
      },
    },
    async (request, reply) =>
      sendEnvelope(reply, { httpCode: 200, data: await auth.refresh(request.body.refreshToken) }),
  );

  app.post(
    '/s2/auth/logout',
    {
      schema: {
        summary: 'Log out',
        description:
          'Revokes the session of the refresh token sent, or with only an access token every session of the member.',
        tags: ['auth'],
        body: LogoutSchema,
        response: responses(Type.Optional(Type.Null())),
      },
    },
    async (request, reply) => {
      await auth.logout(request.member?.id, request.body.refreshToken);
      clearPageCookie(request, reply);
      return sendEnvelope(reply, { httpCode: 200, message: messageFor(request, 'auth.loggedOut') });
    },
  );

  for (const provider of PROVIDERS) {
    app.post(
      `/s2/auth/${provider}`,
      {
        config: limited(perMinute),
        schema: {
          summary: `Sign in with ${provider}`,
          description:
            provider === 'facebook'
              ? "accessToken is checked with Facebook's debug_token endpoint. 200 signs in; 202 asks for the registration form."
              : "`id` is the ID token, verified against the provider's JWKS, issuer and client id. 200 signs in; 202 asks for the registration form.",
          tags: ['auth'],
          body: SocialSignInSchema,
          response: responses(SocialAnswerSchema),
        },
      },
      async (request, reply) => {
        const credential =
          provider === 'facebook'
            ? { accessToken: request.body.accessToken ?? request.body.id }
            : { idToken: request.body.id };
        const outcome = await social.signIn(provider, credential);
        return sendEnvelope<SignInResult | SocialRegistrationNeeded>(reply, {
          ...outcome,
          message: outcome.httpCode === 200 ? 'User login successfully.' : 'Please complete your registration.',
        });
      },
    );
  }

  for (const path of ['/s2/auth/oauth', '/s2/auth/facebook']) {
    app.put(
      path,
      {
        config: limited(perMinute),
        schema: {
          summary: 'Complete the registration after a social sign-in answered 202',
          tags: ['auth'],
          body: CompleteRegistrationSchema,
          response: responses(SignInResultSchema),
        },
      },
      async (request, reply) => {
        const data = await social.completeRegistration(
          request.body,
          requestLanguage(request.headers['accept-language']),
        );
        return sendEnvelope(reply, { httpCode: 200, message: messageFor(request, 'auth.signedIn'), data });
      },
    );
  }
};
