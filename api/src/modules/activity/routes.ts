import { firstScreenRead, memberOnly } from '../../http/authenticate';
import { responses, sendEnvelope } from '../../http/envelope';
import { IdParamsSchema } from '../../http/params';
import { DomainError } from '../../platform/domain-error';
import { requestLanguage } from '../../platform/messages';
import type { ApiPlugin } from '../../http/type-provider';
import { cardImage } from './card-images';
import {
  ActivityPageSchema,
  ActivityPortalPageSchema,
  ActivitySchema,
  CardImageParamsSchema,
  ListQuerySchema,
  parseActionTypes,
  PortalQuerySchema,
} from './schema';
import type { ActivityService } from './service';

export const activityRoutes: ApiPlugin<{ service: ActivityService }> = async (app, { service }) => {
  app.get(
    '/s1/activity/portal',
    {
      preHandler: memberOnly,
      schema: {
        summary: 'Home earn list (paged earn-points call)',
        description:
          'One page of the activities shown on home: page is 1-based, limit 4 by default, types filters by ' +
          'actionType. end is true when this page holds the last activity (the View More button hides). ' +
          'Texts in the Accept-Language language (en, fr, es; English where a translation is missing).',
        tags: ['activity'],
        querystring: PortalQuerySchema,
        response: responses(ActivityPortalPageSchema),
      },
    },
    async (request, reply) => {
      const { page, limit, types } = request.query;
      const data = await service.portalPage({
        pageIndex: page - 1,
        limit,
        actionTypes: parseActionTypes(types),
        language: requestLanguage(request.headers['accept-language']),
      });
      return sendEnvelope(reply, { httpCode: 200, data });
    },
  );

  app.get(
    '/s1/activity',
    {
      preHandler: firstScreenRead,
      schema: {
        summary: 'Earn-points list',
        description:
          'Activities of the campaign: page is 0-based (the client sends page-1), actionType filters. ' +
          'Texts in the Accept-Language language (en, fr, es; English where a translation is missing).',
        tags: ['activity'],
        querystring: ListQuerySchema,
        response: responses(ActivityPageSchema),
      },
    },
    async (request, reply) => {
      const { page, limit, actionType } = request.query;
      const data = await service.page({
        pageIndex: page,
        limit,
        actionTypes: parseActionTypes(actionType),
        language: requestLanguage(request.headers['accept-language']),
      });
      return sendEnvelope(reply, { httpCode: 200, data });
    },
  );

  app.get(
    '/s1/activity/:id',
    {
      preHandler: memberOnly,
      schema: {
        summary: 'One activity',
        description:
          'Texts in the Accept-Language language (English where a translation is missing); ' +
          '404 "Activity not found" when the campaign has no such active activity.',
        tags: ['activity'],
        params: IdParamsSchema,
        response: responses(ActivitySchema),
      },
    },
    async (request, reply) => {
      const data = await service.get(request.params.id, requestLanguage(request.headers['accept-language']));
      return sendEnvelope(reply, { httpCode: 200, data });
    },
  );

  app.get(
    '/s1/activity/images/:file',
    {
      schema: {
        summary: 'Card header image of a demo activity',
        description: 'An SVG image, not an envelope; public, because <img> sends no access token.',
        tags: ['activity'],
        params: CardImageParamsSchema,
      },
    },
    async (request, reply) => {
      const svg = cardImage(request.params.file);
      if (!svg) throw new DomainError('activity.imageNotFound', 404);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );
};
