import { memberOnly, requireMember } from '../../http/authenticate';
import { responses, sendEnvelope } from '../../http/envelope';
import type { ApiPlugin } from '../../http/type-provider';
import { requestLanguage } from '../../platform/messages';
import {
  NotificationPageSchema,
  NotificationParamsSchema,
  NotificationQuerySchema,
  NotificationSchema,
  NotificationUpdateSchema,
} from './schema';
import type { NotificationService } from './service';

export const notificationRoutes: ApiPlugin<{ service: NotificationService }> = async (app, { service }) => {
  app.get(
    '/s1/notification',
    {
      preHandler: memberOnly,
      schema: {
        summary: "The member's notifications",
        description:
          'Newest first: the caller’s own notifications and the broadcasts, each with the caller’s read state. ' +
          'A message the API wrote itself is in the Accept-Language language; an operator’s as written. ' +
          'With `date`, only those created after it (the portal polls with the createdAt of the newest it holds).',
        tags: ['notification'],
        querystring: NotificationQuerySchema,
        response: responses(NotificationPageSchema),
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      const language = requestLanguage(request.headers['accept-language']);
      return sendEnvelope(reply, { httpCode: 200, data: await service.list(member.id, request.query, language) });
    },
  );

  app.put(
    '/s1/notification/:uuid',
    {
      preHandler: memberOnly,
      schema: {
        summary: 'Mark a notification read or unread',
        description: '404 for an unknown uuid and for another member’s notification alike.',
        tags: ['notification'],
        params: NotificationParamsSchema,
        body: NotificationUpdateSchema,
        response: responses(NotificationSchema),
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      const language = requestLanguage(request.headers['accept-language']);
      const data = await service.markRead(member.id, request.params.uuid, request.body.isRead, language);
      return sendEnvelope(reply, { httpCode: 200, data });
    },
  );
};
