import type { Db } from '../../db/db';
import { memberOnly, requireMember } from '../../http/authenticate';
import { responses, sendEnvelope } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import type { ApiPlugin } from '../../http/type-provider';
import { PointBalanceSchema } from './schema';

export const pointsRoutes: ApiPlugin<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/s1/points/pointbalance',
    {
      preHandler: memberOnly,
      schema: { summary: 'The caller\'s point balance', tags: ['points'], response: responses(PointBalanceSchema) },
    },
    async (request, reply) => {
      const row = await db.maybeOne<{ point_balance: number }>('select point_balance from member where id = $1', [requireMember(request).id]);
      if (!row) throw new HttpError(401, 'Unauthorized.');
      return sendEnvelope(reply, { httpCode: 200, data: { pointBalance: row.point_balance } });
    },
  );
};
