import { responses, sendEnvelope } from '../../http/envelope';
import { limited, registerRateLimit } from '../../http/rate-limit';
import type { ApiPlugin } from '../../http/type-provider';
import { requestLanguage } from '../../platform/messages';
import { resultStatus } from './routes';
import {
  ContestWheelSchema,
  PublicCompleteSpinSchema,
  PublicSpinRequestSchema,
  SpinResultSchema,
  SpinStartedSchema,
  TokenParamsSchema,
} from './schema';
import type { ContestService } from './service';
import { whileLive } from '../campaign';

const tags = ['contest'];

/** The public wheel, open to visitors with a link's token, rate limited per client address. */
export const publicContestRoutes: ApiPlugin<{ service: ContestService; rateLimitPerMinute: number }> = async (
  app,
  { service, rateLimitPerMinute },
) => {
  await registerRateLimit(app);
  const config = limited(rateLimitPerMinute);

  app.get(
    '/s1/contestx/spin/:token',
    {
      config,
      schema: {
        summary: 'Public contest preview',
        description: "The link's contest and wheel; allowSpin while the link has uses left. 404 unknown token.",
        tags,
        params: TokenParamsSchema,
        response: responses(ContestWheelSchema),
      },
    },
    async (request, reply) =>
      sendEnvelope(reply, {
        httpCode: 200,
        data: await service.publicWheel(request.params.token, requestLanguage(request.headers['accept-language'])),
      }),
  );

  app.post(
    '/s1/contestx/spin/:token',
    {
      config: { ...config, ...whileLive },
      schema: {
        summary: 'Public spin (start)',
        description:
          'Free: uses the link once (a free spin, named by parentId, uses none), draws and records the spin: 201. ' +
          '404 unknown token; 403 a used link or a contest limit.',
        tags,
        params: TokenParamsSchema,
        body: PublicSpinRequestSchema,
        response: { ...responses(SpinStartedSchema), 201: responses(SpinStartedSchema)[200] },
      },
    },
    async (request, reply) => {
      const data = await service.publicSpin(request.params.token, request.body);
      return sendEnvelope(reply, { httpCode: 201, data });
    },
  );

  app.put(
    '/s1/contestx/spin/:token',
    {
      config,
      schema: {
        summary: 'Public spin (complete)',
        description: 'The segment spin contestHistoryId drew; 206 with parentId when it won a free spin.',
        tags,
        params: TokenParamsSchema,
        body: PublicCompleteSpinSchema,
        response: { ...responses(SpinResultSchema), 206: responses(SpinResultSchema)[200] },
      },
    },
    async (request, reply) => {
      const data = await service.publicResult(request.params.token, request.body.contestHistoryId);
      return sendEnvelope(reply, { httpCode: resultStatus(data), data });
    },
  );
};
