import { memberOnly, requireMember } from '../../http/authenticate';
import { responses, sendEnvelope } from '../../http/envelope';
import { limited, registerRateLimit } from '../../http/rate-limit';
import type { ApiPlugin } from '../../http/type-provider';
import { messageFor, requestLanguage } from '../../platform/messages';
import { ARTICLES } from './articles';
import { externalSurveyPage } from './external-survey';
import { MEDIA_FILE_PATTERN, sendMedia } from './media';
import { Type } from '@sinclair/typebox';
import { DomainError } from '../../platform/domain-error';
import {
  CompletedListSchema,
  CompletedRequestSchema,
  EventCompleteSchema,
  EventCreditSchema,
  EventIdSchema,
  EventParamsSchema,
  EventSchema,
  EventStartSchema,
  ExternalSurveyAnswersSchema,
  ExternalSurveyParamsSchema,
  ExternalSurveyQuerySchema,
  ReferralRequestSchema,
  ReferralResultSchema,
  StreakSchema,
  SubmissionResultSchema,
  SubmissionSchema,
  SurveyParamsSchema,
  SurveySchema,
} from './schema';
import type { EarningService } from './service';
import { whileLive } from '../campaign';

const tags = ['earning'];
/** Invitations mail strangers: a few per minute and client address (docs/product/earning.md, Referral). */
const REFERRALS_PER_MINUTE = 10;
const EVENTS_PER_MINUTE = 120;

export const earningRoutes: ApiPlugin<{ service: EarningService }> = async (app, { service }) => {
  await registerRateLimit(app);
  const member = { preHandler: memberOnly };

  app.post(
    '/s2/points',
    {
      ...member,
      config: { ...limited(EVENTS_PER_MINUTE), ...whileLive },
      schema: {
        summary: 'Start an activity event',
        description: 'data is the new event id, or null when the member already earned the activity `times` times.',
        tags,
        body: EventStartSchema,
        response: responses(EventIdSchema),
      },
    },
    async (request, reply) => {
      const { reference, type } = request.body;
      const data = await service.start(requireMember(request).id, reference, type);
      return sendEnvelope(reply, { httpCode: 200, data });
    },
  );

  app.put(
    '/s2/points',
    {
      ...member,
      config: { ...limited(EVENTS_PER_MINUTE), ...whileLive },
      schema: {
        summary: 'Complete an activity event (view, read, share)',
        description:
          'Credits the activity once, only for the caller’s own started event and only after ' +
          'minimumActivityDuration seconds on the server’s clock (422 earlier). null: nothing credited.',
        tags,
        body: EventCompleteSchema,
        response: responses(EventCreditSchema),
      },
    },
    async (request, reply) => {
      const data = await service.complete(requireMember(request).id, request.body.id);
      return sendEnvelope(reply, { httpCode: 200, data });
    },
  );

  app.get(
    '/s2/points/:id',
    {
      ...member,
      schema: {
        summary: 'One of the caller’s activity events',
        tags,
        params: EventParamsSchema,
        response: responses(EventSchema),
      },
    },
    async (request, reply) =>
      sendEnvelope(reply, { httpCode: 200, data: await service.event(requireMember(request).id, request.params.id) }),
  );

  app.get(
    '/s1/surveylist/:surveyId',
    {
      ...member,
      schema: {
        summary: 'Quiz questions',
        description:
          'Question titles and options in the Accept-Language language (English where a translation is missing); ' +
          'option ids are the same in every language.',
        tags,
        params: SurveyParamsSchema,
        response: responses(SurveySchema),
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request.headers['accept-language']);
      return sendEnvelope(reply, { httpCode: 200, data: await service.survey(request.params.surveyId, language) });
    },
  );

  app.post(
    '/s1/question/user-survey-feedback',
    {
      ...member,
      config: whileLive,
      schema: {
        summary: 'Submit the in-app quiz',
        description: 'Scored and credited once, on a complete set of required answers; 409 when already earned.',
        tags,
        body: SubmissionSchema,
        response: responses(SubmissionResultSchema),
      },
    },
    async (request, reply) => {
      const data = await service.submitQuiz(requireMember(request).id, request.body);
      return sendEnvelope(reply, { httpCode: 200, data, message: messageFor(request, 'earning.surveySubmitted') });
    },
  );

  app.get(
    '/s1/survey/external/:eventId',
    {
      schema: {
        summary: 'The demo external survey page (HTML)',
        description: 'In the language of lang (the portal fills {lang} in the address), else of Accept-Language.',
        tags,
        params: ExternalSurveyParamsSchema,
        querystring: ExternalSurveyQuerySchema,
      },
    },
    async (request, reply) => {
      const language = request.query.lang ?? requestLanguage(request.headers['accept-language']);
      return reply.type('text/html; charset=utf-8').send(externalSurveyPage(request.params.eventId, language));
    },
  );

  app.get(
    '/s1/survey/external/:eventId/report',
    {
      config: { ...limited(EVENTS_PER_MINUTE), ...whileLive },
      schema: {
        summary: 'The demo survey provider reports answers',
        description: 'Completes the event the answers belong to, then returns the member to /static/thank-you-quiz.',
        tags,
        params: ExternalSurveyParamsSchema,
        querystring: ExternalSurveyAnswersSchema,
      },
    },
    async (request, reply) => {
      await service.surveyReport(request.params.eventId, request.query);
      return reply.redirect(`/static/thank-you-quiz?id=${request.params.eventId}`, 303);
    },
  );

  app.post(
    '/s2/social/referral',
    {
      ...member,
      config: { ...limited(REFERRALS_PER_MINUTE), ...whileLive },
      schema: {
        summary: 'Invite friends by e-mail',
        description: 'Up to 5 addresses; statusList says which were accepted and mailed an invitation.',
        tags,
        body: ReferralRequestSchema,
        response: responses(ReferralResultSchema),
      },
    },
    async (request, reply) => {
      const ids = request.body.idList.map((entry) => entry.id);
      return sendEnvelope(reply, { httpCode: 200, data: await service.refer(requireMember(request).id, ids) });
    },
  );

  app.post(
    '/s1/activity/web-activity-completed',
    {
      ...member,
      schema: {
        summary: 'How often the caller completed each activity (the count check)',
        tags,
        body: CompletedRequestSchema,
        response: responses(CompletedListSchema),
      },
    },
    async (request, reply) => {
      const data = await service.completions(requireMember(request).id, request.body.activityIds);
      return sendEnvelope(reply, { httpCode: 200, data });
    },
  );

  app.get(
    '/s1/user/web-streak-count',
    {
      ...member,
      config: whileLive,
      schema: {
        summary: 'Record today’s visit for the login streak',
        description: 'httpCode 201 when this call credited the day’s streak points, 200 otherwise.',
        tags,
        response: { ...responses(StreakSchema), 201: responses(StreakSchema)[200] },
      },
    },
    async (request, reply) => {
      const data = await service.visit(requireMember(request).id);
      return sendEnvelope(reply, { httpCode: data.points > 0 ? 201 : 200, data });
    },
  );

  app.get(
    '/s1/activity/:id/streak',
    {
      ...member,
      schema: {
        summary: 'The streak check: consecutive days counted',
        tags,
        params: EventParamsSchema,
        response: responses(StreakSchema),
      },
    },
    async (request, reply) => {
      const data = await service.streak(requireMember(request).id, request.params.id);
      return sendEnvelope(reply, { httpCode: 200, data });
    },
  );

  app.get(
    '/s1/activity/media/:file',
    {
      schema: {
        summary: 'A file of a demo activity (video, PDF)',
        description: 'Public, because <video> and PDF embeds send no access token. Byte ranges are served.',
        tags,
        params: Type.Object({ file: Type.String({ pattern: MEDIA_FILE_PATTERN }) }),
      },
    },
    async (request, reply) => sendMedia(reply, request.params.file, request.headers.range),
  );

  app.get(
    '/s1/activity/article/:slug',
    {
      ...member,
      schema: {
        summary: 'The HTML content of a read activity, in the request language',
        tags,
        params: Type.Object({ slug: Type.String({ pattern: '^[a-z0-9-]{1,60}$' }) }),
        response: responses(Type.Object({ html: Type.String() })),
      },
    },
    async (request, reply) => {
      // Own keys only: a slug such as "constructor" names the object's prototype, not an article.
      const article = Object.hasOwn(ARTICLES, request.params.slug) ? ARTICLES[request.params.slug] : undefined;
      if (!article) throw new DomainError('earning.mediaNotFound', 404);
      const html = article[requestLanguage(request.headers['accept-language'])];
      return sendEnvelope(reply, { httpCode: 200, data: { html } });
    },
  );
};
