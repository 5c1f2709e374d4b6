import type { FastifyRequest } from 'fastify';
import { firstScreenRead, memberOnly, memberOrVisitor, requireMember } from '../../http/authenticate';
import { responses, sendEnvelope } from '../../http/envelope';
import { registerRateLimit } from '../../http/rate-limit';
import type { ApiPlugin } from '../../http/type-provider';
import { messageFor } from '../../platform/messages';
import {
  ContactMessageSchema,
  ContactResultSchema,
  NewTicketSchema,
  TicketDetailSchema,
  TicketPageSchema,
  TicketParamsSchema,
  TicketQuerySchema,
  TicketReplyRequestSchema,
} from './schema';
import type { SupportService } from './service';
import type { SupportSettings } from './settings';

/** Counted per member for member calls (whatever address they come from), else per client address. */
const perMember = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => (request.member ? `member:${request.member.id}` : request.ip),
  },
});

export const supportRoutes: ApiPlugin<{ service: SupportService; settings: SupportSettings }> = async (
  app,
  { service, settings },
) => {
  await registerRateLimit(app);

  app.get(
    '/s1/support/ticket',
    {
      preHandler: firstScreenRead,
      schema: {
        summary: "The member's tickets",
        description: 'Most recently updated first; `isRead` is false while an agent reply is unread.',
        tags: ['support'],
        querystring: TicketQuerySchema,
        response: responses(TicketPageSchema),
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      return sendEnvelope(reply, { httpCode: 200, data: await service.list(member.id, request.query) });
    },
  );

  app.get(
    '/s1/support/ticket/:id',
    {
      preHandler: memberOnly,
      schema: {
        summary: 'One ticket with its replies',
        description: 'Marks the agent replies read. 404 for a missing ticket and for another member’s alike.',
        tags: ['support'],
        params: TicketParamsSchema,
        response: responses(TicketDetailSchema),
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      return sendEnvelope(reply, { httpCode: 200, data: await service.read(member.id, request.params.id) });
    },
  );

  app.post(
    '/s1/support/ticket',
    {
      preHandler: memberOnly,
      config: perMember(settings.ticketPerMinute),
      schema: {
        summary: 'Open a ticket',
        description: 'Starts active; high priority for Genius members. 429 past the per-member limit.',
        tags: ['support'],
        body: NewTicketSchema,
        response: responses(TicketDetailSchema),
      },
    },
    async (request, reply) => {
      const data = await service.create(requireMember(request), request.body);
      return sendEnvelope(reply, { httpCode: 200, message: messageFor(request, 'support.ticketCreated'), data });
    },
  );

  app.post(
    '/s1/support/oreq',
    {
      preHandler: memberOnly,
      config: perMember(settings.ticketPerMinute),
      schema: {
        summary: "The member's reply to one of their tickets",
        description:
          'Our reading of the product’s “oreq” (docs/product/support.md, Calls). Sets the ticket back to active; ' +
          '409 on a closed ticket, 404 on a missing or another member’s ticket.',
        tags: ['support'],
        body: TicketReplyRequestSchema,
        response: responses(TicketDetailSchema),
      },
    },
    async (request, reply) => {
      const data = await service.reply(requireMember(request).id, request.body);
      return sendEnvelope(reply, { httpCode: 200, message: messageFor(request, 'support.replySent'), data });
    },
  );

  app.post(
    '/s1/support/contact',
    {
      preHandler: memberOrVisitor,
      config: perMember(settings.contactPerMinute),
      schema: {
        summary: 'Send the contact form',
        description:
          'Public. A member’s message becomes a ticket; a visitor’s is mailed to the support address. ' +
          'Captcha when the campaign’s supportCaptcha is on. 429 past the per-address (or per-member) limit.',
        tags: ['support'],
        body: ContactMessageSchema,
        response: responses(ContactResultSchema),
      },
    },
    async (request, reply) => {
      const data = await service.contact(request.member, request.body);
      return sendEnvelope(reply, { httpCode: 200, message: messageFor(request, 'support.contactSent'), data });
    },
  );
};
