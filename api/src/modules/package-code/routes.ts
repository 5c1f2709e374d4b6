import { memberOnly, requireMember } from '../../http/authenticate';
import { responses, sendEnvelope } from '../../http/envelope';
import { limited, registerRateLimit } from '../../http/rate-limit';
import type { ApiPlugin } from '../../http/type-provider';
import { requestLanguage } from '../../platform/messages';
import {
  EligibleProductPageSchema,
  LookupRequestSchema,
  LookupResultSchema,
  PackageCodeResultsSchema,
  PackageCodeSubmissionSchema,
  ProductQuerySchema,
  YellowStickerResultSchema,
  YellowStickerSubmissionSchema,
} from './schema';
import type { PackageCodeService } from './service';
import { whileLive } from '../campaign';

const TAG = ['package-code'];

export const packageCodeRoutes: ApiPlugin<{ service: PackageCodeService; rateLimitPerMinute: number }> = async (
  app,
  { service, rateLimitPerMinute },
) => {
  await registerRateLimit(app);

  app.post(
    '/s1/lookup',
    {
      preHandler: memberOnly,
      schema: {
        summary: 'Flavour lists of the package code lengths (PRODUCT_FLOVER)',
        tags: TAG,
        body: LookupRequestSchema,
        response: responses(LookupResultSchema),
      },
    },
    async (_request, reply) => sendEnvelope(reply, { httpCode: 200, data: await service.lookup() }),
  );

  app.post(
    '/s1/package/validatecode',
    {
      preHandler: memberOnly,
      config: { ...limited(rateLimitPerMinute), ...whileLive },
      schema: {
        summary: 'Redeem package codes',
        description:
          'One result per code (statusCode 200 credited, 400 malformed or flavour missing, 404 wrong code, 409 ' +
          'already redeemed, 429 daily limit). 429 for the whole request after too many wrong codes in an hour.',
        tags: TAG,
        body: PackageCodeSubmissionSchema,
        response: responses(PackageCodeResultsSchema),
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      const { packageCodes, captchaVal } = request.body;
      const language = requestLanguage(request.headers['accept-language']);
      const data = await service.validateCodes(member.id, packageCodes, captchaVal, language);
      return sendEnvelope(reply, { httpCode: 200, data });
    },
  );

  app.post(
    '/s1/package/yellow-sticker',
    {
      preHandler: memberOnly,
      config: { ...limited(rateLimitPerMinute), ...whileLive },
      schema: {
        summary: 'Redeem a yellow sticker, pod pack and leap device code set',
        description:
          'Empty codes are dropped; at least one. A valid set grants its points once per member (409 after). ' +
          '404 when a code is wrong (counts towards the lock-out), 409 when one was already redeemed.',
        tags: TAG,
        body: YellowStickerSubmissionSchema,
        response: responses(YellowStickerResultSchema),
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      const { packageCodes, captchaVal } = request.body;
      const language = requestLanguage(request.headers['accept-language']);
      const data = await service.redeemYellowSticker(member.id, packageCodes, captchaVal, language);
      return sendEnvelope(reply, { httpCode: 200, data });
    },
  );

  app.get(
    '/s1/product',
    {
      preHandler: memberOnly,
      schema: {
        summary: 'Eligible products',
        tags: TAG,
        querystring: ProductQuerySchema,
        response: responses(EligibleProductPageSchema),
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request.headers['accept-language']);
      return sendEnvelope(reply, { httpCode: 200, data: await service.products(request.query.limit, language) });
    },
  );
};
