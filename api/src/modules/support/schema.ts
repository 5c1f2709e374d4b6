import { type Static, Type } from '@sinclair/typebox';
import type {
  ContactMessage,
  ContactResult,
  NewTicket,
  SupportTicket,
  SupportTicketDetail,
  SupportTicketPage,
  TicketReply,
  TicketReplyRequest,
} from '@portal/kit/contracts';
import { SUPPORT_MESSAGE_MAX_LENGTH } from '@portal/kit/validation/rules';
import type { Assert, Same } from '../../http/contract-check';
import { PageNumber } from '../../http/paging';
import { VISIBLE_TEXT_PATTERN } from '../../platform/plain-text';
import { MAX_TICKET_LIMIT, TICKET_STATUSES } from './service';

/** JSON schemas of the support calls; the assertions at the end keep them equal to the contract. */

const Status = Type.Union(TICKET_STATUSES.map((status) => Type.Literal(status)));

const TicketFields = {
  id: Type.Integer(),
  subject: Type.String(),
  status: Status,
  priority: Type.Union([Type.Literal('normal'), Type.Literal('high')]),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
  assignedTo: Type.Union([Type.String(), Type.Null()]),
  preview: Type.String(),
  isRead: Type.Boolean(),
};

export const TicketSchema = Type.Object(TicketFields, { title: 'SupportTicket' });

export const ReplySchema = Type.Object(
  {
    id: Type.Integer(),
    threadType: Type.Literal('message'),
    createdBy: Type.Object({
      type: Type.Union([Type.Literal('customers'), Type.Literal('agent')]),
      name: Type.String(),
    }),
    htmlBody: Type.String({
      description: 'HTML: a member’s text escaped, an agent’s HTML to sanitise before showing.',
    }),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { title: 'TicketReply' },
);

export const TicketDetailSchema = Type.Object(
  { ...TicketFields, replies: Type.Array(ReplySchema) },
  { title: 'SupportTicketDetail' },
);

export const TicketPageSchema = Type.Object({
  content: Type.Array(TicketSchema),
  metaData: Type.Object({ totalRecs: Type.Integer() }),
});

export const TicketQuerySchema = Type.Object({
  page: Type.Optional(PageNumber(0)),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_TICKET_LIMIT, default: MAX_TICKET_LIMIT })),
});

/** Ticket ids are positive integers that fit the database's bigint. */
const TicketId = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });

export const TicketParamsSchema = Type.Object({ id: TicketId });

/** Not blank: at least one character that is not white space. */
const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: VISIBLE_TEXT_PATTERN });

export const NewTicketSchema = Type.Object({ subject: Text(200), message: Text(SUPPORT_MESSAGE_MAX_LENGTH) });

export const TicketReplyRequestSchema = Type.Object({ ticketId: TicketId, message: Text(SUPPORT_MESSAGE_MAX_LENGTH) });

/** Length bounds only: the field rules are checked by the service, with the form's messages. */
export const ContactMessageSchema = Type.Object({
  name: Type.String({ maxLength: 100 }),
  email: Type.String({ maxLength: 254 }),
  message: Type.String({ maxLength: SUPPORT_MESSAGE_MAX_LENGTH }),
  captchaVal: Type.Optional(Type.String({ maxLength: 4000 })),
});

export const ContactResultSchema = Type.Object({ ticketId: Type.Union([Type.Integer(), Type.Null()]) });

export type ContractChecks = [
  Assert<Same<Static<typeof TicketSchema>, SupportTicket>>,
  Assert<Same<Static<typeof ReplySchema>, TicketReply>>,
  Assert<Same<Static<typeof TicketDetailSchema>, SupportTicketDetail>>,
  Assert<Same<Static<typeof TicketPageSchema>, SupportTicketPage>>,
  Assert<Same<Static<typeof NewTicketSchema>, NewTicket>>,
  Assert<Same<Static<typeof TicketReplyRequestSchema>, TicketReplyRequest>>,
  Assert<Same<Static<typeof ContactMessageSchema>, ContactMessage>>,
  Assert<Same<Static<typeof ContactResultSchema>, ContactResult>>,
];
