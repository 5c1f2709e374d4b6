import { memberOnly, requireMember } from '../../http/authenticate';
import { responses, sendEnvelope } from '../../http/envelope';
import { IdParamsSchema } from '../../http/params';
import type { ApiPlugin } from '../../http/type-provider';
import { limited, registerRateLimit } from '../../http/rate-limit';
import { messageFor, requestLanguage } from '../../platform/messages';
import {
  EmptySchema,
  ForgotPasswordSchema,
  IntakeSurveySchema,
  MemberProfileSchema,
  NoDataSchema,
  PreValidationBodySchema,
  PreValidationQuerySchema,
  PreValidationResultSchema,
  ProfileUpdateResultSchema,
  ProfileUpdateSchema,
  ResetPasswordSchema,
  SignupQuerySchema,
  SignupSchema,
  TokenQuerySchema,
} from './schema';
import type { IdentityService } from './service';

export const identityRoutes: ApiPlugin<{ service: IdentityService; rateLimitPerMinute: number }> = async (
  app,
  { service, rateLimitPerMinute },
) => {
  await registerRateLimit(app);
  const tags = ['identity'];

  app.post(
    '/s2/auth/signup',
    {
      config: limited(rateLimitPerMinute),
      schema: {
        summary: 'Register',
        description:
          'Creates an unconfirmed member and mails the confirmation link. 400 lists each invalid field in errors; 409 duplicate e-mail; 403 not an age-verified store customer (pre-registration on).',
        tags,
        querystring: SignupQuerySchema,
        body: SignupSchema,
        response: responses(NoDataSchema),
      },
    },
    async (request, reply) => {
      await service.signup(request.body, request.query.refCode, requestLanguage(request.headers['accept-language']));
      return sendEnvelope(reply, { httpCode: 200, message: messageFor(request, 'identity.registered') });
    },
  );

  app.post(
    '/s1/user/pre-validation',
    {
      config: limited(rateLimitPerMinute),
      schema: {
        summary: "Pre-registration check of the e-mail against the store's age-verified customers",
        tags,
        querystring: PreValidationQuerySchema,
        body: PreValidationBodySchema,
        response: responses(PreValidationResultSchema),
      },
    },
    async (request, reply) => {
      const data = await service.preValidate(request.body.email, requestLanguage(request.headers['accept-language']));
      return sendEnvelope(reply, { httpCode: 200, data });
    },
  );

  app.post(
    '/s2/auth/confirm-account',
    {
      schema: {
        summary: 'Confirm the account from the mailed link',
        tags,
        querystring: TokenQuerySchema,
        body: EmptySchema,
        response: responses(NoDataSchema),
      },
    },
    async (request, reply) => {
      await service.confirmAccount(request.query.token);
      return sendEnvelope(reply, { httpCode: 200, message: messageFor(request, 'identity.accountConfirmed') });
    },
  );

  app.post(
    '/s1/identities/forgot-password',
    {
      config: limited(rateLimitPerMinute),
      schema: {
        summary: 'Mail a password reset link',
        tags,
        body: ForgotPasswordSchema,
        response: responses(NoDataSchema),
      },
    },
    async (request, reply) => {
      await service.forgotPassword(request.body.email);
      return sendEnvelope(reply, { httpCode: 200, message: messageFor(request, 'identity.resetLinkSent') });
    },
  );

  app.post(
    '/s2/identities/tokenvalidation',
    {
      config: limited(rateLimitPerMinute * 3),
      schema: {
        summary: 'Check a password reset token',
        description: '404 when it is unknown, used or expired.',
        tags,
        querystring: TokenQuerySchema,
        body: EmptySchema,
        response: responses(NoDataSchema),
      },
    },
    async (request, reply) => {
      await service.validateResetToken(request.query.token);
      return sendEnvelope(reply, { httpCode: 200, message: messageFor(request, 'identity.resetTokenValid') });
    },
  );

  app.post(
    '/s1/identities/reset-password',
    {
      config: limited(rateLimitPerMinute),
      schema: {
        summary: 'Choose a new password with a reset token',
        description: 'Ends every session of the member.',
        tags,
        querystring: TokenQuerySchema,
        body: ResetPasswordSchema,
        response: responses(NoDataSchema),
      },
    },
    async (request, reply) => {
      await service.resetPassword(request.query.token, request.body.password);
      return sendEnvelope(reply, { httpCode: 200, message: messageFor(request, 'identity.passwordReset') });
    },
  );

  app.get(
    '/s2/identities/:id',
    {
      preHandler: memberOnly,
      schema: {
        summary: "The caller's profile",
        description: "Only the caller's own id; any other id is 404.",
        tags,
        params: IdParamsSchema,
        response: responses(MemberProfileSchema),
      },
    },
    async (request, reply) =>
      sendEnvelope(reply, {
        httpCode: 200,
        data: await service.getProfile(requireMember(request).id, request.params.id),
      }),
  );

  app.put(
    '/s1/user/:id',
    {
      preHandler: memberOnly,
      schema: {
        summary: "Update the caller's profile",
        description:
          '201 when this update completed the profile and credited the profile-completion bonus (once per member); otherwise 200.',
        tags,
        params: IdParamsSchema,
        body: ProfileUpdateSchema,
        response: { ...responses(ProfileUpdateResultSchema), 201: responses(ProfileUpdateResultSchema)[200] },
      },
    },
    async (request, reply) => {
      const data = await service.updateProfile(requireMember(request).id, request.params.id, request.body);
      return data.bonusPoints > 0
        ? sendEnvelope(reply, {
            httpCode: 201,
            message: messageFor(request, 'identity.profileBonus', { points: data.bonusPoints }),
            data,
          })
        : sendEnvelope(reply, { httpCode: 200, message: messageFor(request, 'identity.profileUpdated'), data });
    },
  );

  app.post(
    '/s1/identities/intake-survey',
    {
      preHandler: memberOnly,
      schema: {
        summary: 'Submit the intake survey',
        description:
          'Path chosen by us (the spec does not name it). Saves first name, last name, zip, birth (18+) and gender, and marks the survey submitted.',
        tags,
        body: IntakeSurveySchema,
        response: responses(MemberProfileSchema),
      },
    },
    async (request, reply) =>
      sendEnvelope(reply, {
        httpCode: 200,
        message: messageFor(request, 'identity.intakeSaved'),
        data: await service.submitIntakeSurvey(requireMember(request).id, request.body),
      }),
  );
};
