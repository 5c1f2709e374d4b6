import { Type } from '@sinclair/typebox';
import type { ApiPlugin } from '../../http/type-provider';
import { mailboxPage } from './mailbox';
import type { Mailbox } from './service';

const MailboxQuerySchema = Type.Object({ to: Type.Optional(Type.String({ format: 'email', maxLength: 254 })) });

/** GET /dev/mailbox: the outbox as a page, for development and the end-to-end tests. */
export const mailboxRoutes: ApiPlugin<{ mailbox: Mailbox }> = async (app, { mailbox }) => {
  app.get(
    '/dev/mailbox',
    {
      schema: {
        summary: 'Development mailbox (HTML)',
        description:
          'The newest 50 mails sent to ?to=, newest first; nothing without it. Served only with DEV_MAILBOX=true, never in production.',
        tags: ['mail'],
        querystring: MailboxQuerySchema,
      },
    },
    async (request, reply) => {
      const mails = await mailbox.latest(request.query.to);
      return reply
        .header('Cache-Control', 'no-store')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .type('text/html; charset=utf-8')
        .send(mailboxPage(mails, request.query.to));
    },
  );
};
