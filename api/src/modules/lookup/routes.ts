import { responses, sendEnvelope } from '../../http/envelope';
import type { ApiPlugin } from '../../http/type-provider';
import { limited, registerRateLimit } from '../../http/rate-limit';
import { AddressLookupQuerySchema, AddressSuggestionsSchema } from './schema';
import type { LookupService } from './service';

export const lookupRoutes: ApiPlugin<{ service: LookupService; rateLimitPerMinute: number }> = async (
  app,
  { service, rateLimitPerMinute },
) => {
  await registerRateLimit(app);

  app.get(
    '/s1/lookup/address',
    {
      config: limited(rateLimitPerMinute),
      schema: {
        summary: 'Address suggestions',
        description:
          'Public (sign-up is anonymous) and rate limited. At most 8 suggestions in `country`, which must be one of ' +
          "the campaign's countries (400 otherwise); `q` is 3 to 100 characters of a street, city or zip.",
        tags: ['lookup'],
        querystring: AddressLookupQuerySchema,
        response: responses(AddressSuggestionsSchema),
      },
    },
    async (request, reply) => {
      const content = await service.findAddresses(request.query.q, request.query.country);
      return sendEnvelope(reply, { httpCode: 200, data: { content } });
    },
  );
};
