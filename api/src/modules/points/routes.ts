import { memberOnly, requireMember } from '../../http/authenticate';
import { responses, sendEnvelope } from '../../http/envelope';
import type { ApiPlugin } from '../../http/type-provider';
import { requestLanguage } from '../../platform/messages';
import { HistoryQuerySchema, PointBalanceSchema, PointsHistorySchema } from './schema';
import type { PointsService } from './service';

export const pointsRoutes: ApiPlugin<{ service: PointsService }> = async (app, { service }) => {
  app.get(
    '/s1/points/pointbalance',
    {
      preHandler: memberOnly,
      schema: {
        summary: "The caller's point balance and lifetime points",
        description: 'lifetimePoints (earned, never lowered by redeeming) is what the tier is measured on.',
        tags: ['points'],
        response: responses(PointBalanceSchema),
      },
    },
    async (request, reply) => {
      const data = await service.balance(requireMember(request).id);
      return sendEnvelope(reply, { httpCode: 200, data });
    },
  );

  app.get(
    '/s1/points/points-history',
    {
      preHandler: memberOnly,
      schema: {
        summary: "The caller's points history (the ledger), newest first",
        description:
          'page is 0-based, limit 10 by default; pointsDetails=1 is accepted for the portal’s call. ' +
          'Each entry’s name is in the Accept-Language language (a reward’s name as the catalogue writes it).',
        tags: ['points'],
        querystring: HistoryQuerySchema,
        response: responses(PointsHistorySchema),
      },
    },
    async (request, reply) => {
      const { page, limit } = request.query;
      const language = requestLanguage(request.headers['accept-language']);
      const data = await service.history(requireMember(request).id, page, limit, language);
      return sendEnvelope(reply, { httpCode: 200, data });
    },
  );
};
