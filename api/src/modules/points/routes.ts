import { memberOnly, requireMember } from '../../http/authenticate';
import { responses, sendEnvelope } from '../../http/envelope';
import type { ApiPlugin } from '../../http/type-provider';
import { PointBalanceSchema } from './schema';
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
};
