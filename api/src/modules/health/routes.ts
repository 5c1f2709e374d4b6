import { responses, sendEnvelope } from '../../http/envelope';
import type { ApiPlugin } from '../../http/type-provider';
import { HealthSchema } from './schema';
import type { HealthService } from './service';

export const healthRoutes: ApiPlugin<{ service: HealthService }> = async (app, { service }) => {
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
    async (_request, reply) => sendEnvelope(reply, { httpCode: 200, data: await service.check() }),
  );
};
