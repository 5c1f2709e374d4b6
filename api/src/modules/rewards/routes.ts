import { firstScreenRead, memberOnly, requireMember } from '../../http/authenticate';
import { responses, sendEnvelope } from '../../http/envelope';
import { IdParamsSchema } from '../../http/params';
import { limitedPerMember, registerRateLimit } from '../../http/rate-limit';
import type { ApiPlugin } from '../../http/type-provider';
import { requestLanguage } from '../../platform/messages';
import {
  CheckoutRequestSchema,
  CheckoutResultSchema,
  DownloadLinkSchema,
  DownloadParamsSchema,
  FileParamsSchema,
  HistoryPageSchema,
  HistoryQuerySchema,
  OrderIdParamsSchema,
  PaymentTokenSchema,
  RewardListQuerySchema,
  RewardOrderSchema,
  RewardPageSchema,
  RewardSchema,
  ShippingAddressSchema,
} from './schema';
import type { RewardsService } from './service';
import { whileLive } from '../campaign';

export const rewardsRoutes: ApiPlugin<{ service: RewardsService; rateLimitPerMinute: number }> = async (
  app,
  { service, rateLimitPerMinute },
) => {
  await registerRateLimit(app);
  const tags = ['rewards'];

  app.get(
    '/s1/userportal/rewardlist',
    {
      preHandler: firstScreenRead,
      schema: {
        summary: 'The reward catalogue',
        description: 'Zero-based page, 8 a page by default; each reward with its stock and the caller’s state.',
        tags,
        querystring: RewardListQuerySchema,
        response: responses(RewardPageSchema),
      },
    },
    async (request, reply) => {
      const { page = 0, limit = 8 } = request.query;
      const data = await service.list(
        requireMember(request).id,
        { page, limit },
        requestLanguage(request.headers['accept-language']),
      );
      return sendEnvelope(reply, { httpCode: 200, data });
    },
  );

  app.get(
    '/s1/reward/campaign/:id',
    {
      preHandler: memberOnly,
      schema: { summary: 'One reward', tags, params: IdParamsSchema, response: responses(RewardSchema) },
    },
    async (request, reply) => {
      const data = await service.get(
        requireMember(request).id,
        request.params.id,
        requestLanguage(request.headers['accept-language']),
      );
      return sendEnvelope(reply, { httpCode: 200, data });
    },
  );

  app.post(
    '/s2/rewards/campaign/redeem/:id',
    {
      preHandler: memberOnly,
      config: { ...limitedPerMember(rateLimitPerMinute), ...whileLive },
      schema: {
        summary: 'Redeem a reward',
        description:
          'One transaction: stock, order and the ledger debit. 406 already redeemed (digital) or low on points, ' +
          '403 out of stock or tier too low, 404 unknown reward.',
        tags,
        params: IdParamsSchema,
        response: responses(RewardOrderSchema),
      },
    },
    async (request, reply) => {
      const data = await service.redeem(
        requireMember(request),
        request.params.id,
        requestLanguage(request.headers['accept-language']),
      );
      return sendEnvelope(reply, { httpCode: 200, data });
    },
  );

  app.put(
    '/s2/rewards/order/address/:orderId',
    {
      preHandler: memberOnly,
      config: limitedPerMember(rateLimitPerMinute),
      schema: {
        summary: 'Set the shipping address of a physical order',
        description: 'Each field that breaks its rule is answered as "Error: Invalid {field}!" in errors[].',
        tags,
        params: OrderIdParamsSchema,
        body: ShippingAddressSchema,
        response: responses(RewardOrderSchema),
      },
    },
    async (request, reply) => {
      const data = await service.setAddress(
        requireMember(request).id,
        request.params.orderId,
        request.body,
        requestLanguage(request.headers['accept-language']),
      );
      return sendEnvelope(reply, { httpCode: 200, data });
    },
  );

  app.get(
    '/s2/pg/pgToken',
    {
      preHandler: memberOnly,
      config: limitedPerMember(rateLimitPerMinute),
      schema: { summary: 'A client token for the payment form', tags, response: responses(PaymentTokenSchema) },
    },
    async (_request, reply) => sendEnvelope(reply, { httpCode: 200, data: await service.paymentToken() }),
  );

  app.put(
    '/s2/rewards/order/:id/checkout',
    {
      preHandler: memberOnly,
      config: { ...limitedPerMember(rateLimitPerMinute), ...whileLive },
      schema: {
        summary: 'Pay an order with a payment method nonce',
        description: 'The same order and nonce sent again answers the first result; a failed payment may be retried.',
        tags,
        params: IdParamsSchema,
        body: CheckoutRequestSchema,
        response: responses(CheckoutResultSchema),
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      const data = await service.checkout(
        member.id,
        request.params.id,
        request.body.paymentMethodNonce,
        requestLanguage(request.headers['accept-language']),
      );
      return sendEnvelope(reply, { httpCode: 200, data });
    },
  );

  app.get(
    '/s2/rewards/order/download/:id/:filename',
    {
      preHandler: memberOnly,
      schema: {
        summary: 'A signed, expiring link to an order’s file',
        tags,
        params: DownloadParamsSchema,
        response: responses(DownloadLinkSchema),
      },
    },
    async (request, reply) => {
      const { id, filename } = request.params;
      const data = await service.downloadLink(requireMember(request).id, id, filename);
      return sendEnvelope(reply, { httpCode: 200, data });
    },
  );

  app.get(
    '/s2/rewards/order/file/:token',
    {
      preHandler: memberOnly,
      config: limitedPerMember(rateLimitPerMinute),
      schema: {
        summary: 'The file behind a download link',
        description: 'A PDF, not an envelope. Only the member the link was made for; 410 once it has expired.',
        tags,
        params: FileParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await service.download(
        requireMember(request).id,
        request.params.token,
        requestLanguage(request.headers['accept-language']),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.body));
    },
  );

  app.get(
    '/s1/points/myreward',
    {
      preHandler: memberOnly,
      schema: {
        summary: 'The caller’s redemption history',
        description: 'Newest first, every order with its items, address and payment state.',
        tags,
        querystring: HistoryQuerySchema,
        response: responses(HistoryPageSchema),
      },
    },
    async (request, reply) => {
      const { page = 0, limit = 5000 } = request.query;
      const data = await service.history(
        requireMember(request).id,
        { page, limit },
        requestLanguage(request.headers['accept-language']),
      );
      return sendEnvelope(reply, { httpCode: 200, data });
    },
  );
};
