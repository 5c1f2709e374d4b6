import type { Health } from '@portal/shared/contracts';
import type { Db } from '../../db/db';
import { responses, sendEnvelope } from '../../http/envelope';
import { DomainError } from '../../platform/domain-error';
import type { ApiPlugin } from '../../http/type-provider';
import { HealthSchema } from './schema';

export const healthRoutes: ApiPlugin<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Liveness and database check',
        description: 'Runs `select 1`; 503 when the database does not answer, so a proxy can drop this replica.',
        tags: ['system'],
        response: responses(HealthSchema),
      },
    },
    async (_request, reply) => {
      try {
        await db.query('select 1');
      } catch (cause) {
        throw new DomainError('server.databaseUnavailable', 503, { cause });
      }
      const data: Health = { status: 'ok', database: db.kind };
      return sendEnvelope(reply, { httpCode: 200, data });
    },
  );
};
