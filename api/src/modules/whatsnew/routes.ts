import { memberOnly, requireMember } from '../../http/authenticate';
import { responses, sendEnvelope } from '../../http/envelope';
import type { ApiPlugin } from '../../http/type-provider';
import { requestLanguage } from '../../platform/messages';
import { WhatsNewPageSchema, WhatsNewQuerySchema } from './schema';
import type { WhatsNewService } from './service';

export const whatsNewRoutes: ApiPlugin<{ service: WhatsNewService }> = async (app, { service }) => {
  app.get(
    '/s1/whatsnew',
    {
      preHandler: memberOnly,
      schema: {
        summary: 'What is new since the last visit',
        description:
          'Contests, activities and rewards created since the member last called this route (all of them on the ' +
          'first call). Each call records a visit. Domains without a registered source contribute nothing, so the ' +
          'answer is an empty list until those modules exist. Titles in the Accept-Language language where the ' +
          'domain has translations.',
        tags: ['whatsnew'],
        querystring: WhatsNewQuerySchema,
        response: responses(WhatsNewPageSchema),
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      const language = requestLanguage(request.headers['accept-language']);
      return sendEnvelope(reply, { httpCode: 200, data: await service.list(member.id, request.query, language) });
    },
  );
};
