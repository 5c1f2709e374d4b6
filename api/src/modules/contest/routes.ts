import { firstScreenRead, memberOnly, requireMember } from '../../http/authenticate';
import { responses, sendEnvelope } from '../../http/envelope';
import { limitedPerMember, registerRateLimit } from '../../http/rate-limit';
import type { ApiPlugin } from '../../http/type-provider';
import { requestLanguage } from '../../platform/messages';
import {
  CompleteSpinSchema,
  ContestRefParamsSchema,
  ContestPageSchema,
  ContestWheelSchema,
  ListQuerySchema,
  ParentIdParamsSchema,
  SpinRequestSchema,
  SpinResultSchema,
  SpinStartedSchema,
} from './schema';
import type { ContestService } from './service';
import { whileLive } from '../campaign';

const tags = ['contest'];

/** A free_spin result answers 206: continue with the parent id (docs/product/contests.md, Spin states). */
export const resultStatus = (result: { parentId?: string }) => (result.parentId ? 206 : 200);

/** The member's contest calls; a script's spins are held to a member's pace (rate limited per member). */
export const contestRoutes: ApiPlugin<{ service: ContestService; spinRateLimitPerMinute: number }> = async (
  app,
  { service, spinRateLimitPerMinute },
) => {
  await registerRateLimit(app);
  const spinLimit = limitedPerMember(spinRateLimitPerMinute);
  app.get(
    '/s1/contest',
    {
      preHandler: firstScreenRead,
      schema: {
        summary: 'Contest list',
        description: 'Contests of the campaign: page is 0-based (the client sends page-1), 8 a page by default.',
        tags,
        querystring: ListQuerySchema,
        response: responses(ContestPageSchema),
      },
    },
    async (request, reply) => {
      const { page, limit } = request.query;
      return sendEnvelope(reply, {
        httpCode: 200,
        data: await service.page(page, limit, requestLanguage(request.headers['accept-language'])),
      });
    },
  );

  app.get(
    '/s1/contest/:id',
    {
      preHandler: memberOnly,
      schema: {
        summary: 'A contest and its wheel',
        description:
          'The contest named by its id or its slug (a games activity links to it by slug); a spin names it by ' +
          'the id this answers. Segments with their looks and types (never their odds). 404 "Error! Invalid request".',
        tags,
        params: ContestRefParamsSchema,
        response: responses(ContestWheelSchema),
      },
    },
    async (request, reply) => {
      const data = await service.wheel(
        requireMember(request).id,
        request.params.id,
        requestLanguage(request.headers['accept-language']),
      );
      return sendEnvelope(reply, { httpCode: 200, data });
    },
  );

  app.post(
    '/s1/contest/spin',
    {
      preHandler: memberOnly,
      config: { ...spinLimit, ...whileLive },
      schema: {
        summary: 'Spin (start)',
        description:
          'The server checks the limits, debits pointRequired (none for a free spin, named by parentId), draws ' +
          'the segment and records the spin in one transaction: 201 with the spin id. 406 "Oops! Low On Points."; ' +
          '403 "Oops! You have reached the maximum limit." (per day, in total, prizes per period, dates, tier).',
        tags,
        body: SpinRequestSchema,
        response: { ...responses(SpinStartedSchema), 201: responses(SpinStartedSchema)[200] },
      },
    },
    async (request, reply) => {
      const data = await service.spin(requireMember(request).id, request.body);
      return sendEnvelope(reply, { httpCode: 201, data });
    },
  );

  app.put(
    '/s1/contest/spin/:parentId',
    {
      preHandler: memberOnly,
      config: spinLimit,
      schema: {
        summary: 'Spin (complete)',
        description:
          'The segment the spin drew (parentId is the spin id the start answered). 206 when it won a free spin ' +
          'still to spin: data.parentId goes in the next start.',
        tags,
        params: ParentIdParamsSchema,
        body: CompleteSpinSchema,
        response: { ...responses(SpinResultSchema), 206: responses(SpinResultSchema)[200] },
      },
    },
    async (request, reply) => {
      const data = await service.result(requireMember(request).id, request.params.parentId);
      return sendEnvelope(reply, { httpCode: resultStatus(data), data });
    },
  );
};
