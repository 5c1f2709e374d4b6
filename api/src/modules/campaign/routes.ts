import { responses, sendEnvelope } from '../../http/envelope';
import type { ApiPlugin } from '../../http/type-provider';
import { requestLanguage } from '../../platform/messages';
import { CampaignConfigSchema, MiniRequestSchema, SubsetRequestSchema, SubsetSchema } from './schema';
import type { CampaignService } from './service';

export const campaignRoutes: ApiPlugin<{ service: CampaignService }> = async (app, { service }) => {
  app.post(
    '/s1/campaign/mini',
    {
      schema: {
        summary: 'Campaign configuration',
        description:
          'The configuration of the campaign this deployment serves (CAMPAIGN_SLUG). 503 when it is not ' +
          'configured; the front end then shows /maintenance.',
        tags: ['campaign'],
        body: MiniRequestSchema,
        response: responses(CampaignConfigSchema),
      },
    },
    async (_request, reply) => sendEnvelope(reply, { httpCode: 200, data: await service.getConfig() }),
  );

  app.post(
    '/s1/campaign/subset',
    {
      schema: {
        summary: 'Parts of the campaign configuration',
        description:
          'With reqAttributes.pointTierConfig = 1, content[0].pointTierConfig lists the tiers by tierId, ' +
          'each description in the Accept-Language language (English when not translated).',
        tags: ['campaign'],
        body: SubsetRequestSchema,
        response: responses(SubsetSchema),
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request.headers['accept-language']);
      const subset = await service.getSubset(request.body.reqAttributes, language);
      return sendEnvelope(reply, { httpCode: 200, data: { content: [subset] } });
    },
  );
};
