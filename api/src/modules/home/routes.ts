import { memberOnly } from '../../http/authenticate';
import { responses, sendEnvelope } from '../../http/envelope';
import type { ApiPlugin } from '../../http/type-provider';
import { requestLanguage } from '../../platform/messages';
import { HomeQuerySchema, HomeResultSchema } from './schema';
import type { HomeService } from './service';

export const homeRoutes: ApiPlugin<{ service: HomeService }> = async (app, { service }) => {
  app.get(
    '/s1/home',
    {
      preHandler: memberOnly,
      schema: {
        summary: 'Home activity call',
        description:
          'The lists home merges for display: activityResult (the first activities of the home types), ' +
          'contestResult (the first contests) and rewardResult (the first rewards of the catalogue). ' +
          'Activity texts are in the Accept-Language language (English where a translation is missing).',
        tags: ['home'],
        querystring: HomeQuerySchema,
        response: responses(HomeResultSchema),
      },
    },
    async (request, reply) => {
      const data = await service.get(request.query.limit, requestLanguage(request.headers['accept-language']));
      return sendEnvelope(reply, { httpCode: 200, data });
    },
  );
};
