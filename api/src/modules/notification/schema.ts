import { type Static, Type } from '@sinclair/typebox';
import type { NotificationPage, NotificationUpdate, PortalNotification } from '@portal/kit/contracts';
import type { Assert, Same } from '../../http/contract-check';
import { PageNumber } from '../../http/paging';

/** JSON schemas of the notification calls; the assertions at the end keep them equal to the contract. */

export const NotificationSchema = Type.Object(
  {
    uuid: Type.String({ format: 'uuid' }),
    type: Type.Union([Type.Literal('web'), Type.Literal('popup')]),
    richTextMsg: Type.String(),
    shortMessage: Type.String(),
    route: Type.Union([Type.String(), Type.Null()]),
    createdAt: Type.String({ format: 'date-time' }),
    isRead: Type.Boolean(),
  },
  { title: 'Notification' },
);

export const NotificationPageSchema = Type.Object({
  content: Type.Array(NotificationSchema),
  metaData: Type.Object({ totalRecs: Type.Integer() }),
});

/** The portal asks for up to 5000 at once (docs/product/limits.md); more is refused, not truncated. */
export const MAX_LIMIT = 5000;

export const NotificationQuerySchema = Type.Object({
  page: Type.Optional(PageNumber(0)),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LIMIT, default: MAX_LIMIT })),
  date: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 40,
      description: 'Only items created after this ISO 8601 instant or epoch-millisecond number.',
    }),
  ),
});

export const NotificationParamsSchema = Type.Object({ uuid: Type.String({ format: 'uuid' }) });

export const NotificationUpdateSchema = Type.Object({ isRead: Type.Boolean() });

export type ContractChecks = [
  Assert<Same<Static<typeof NotificationSchema>, PortalNotification>>,
  Assert<Same<Static<typeof NotificationPageSchema>, NotificationPage>>,
  Assert<Same<Static<typeof NotificationUpdateSchema>, NotificationUpdate>>,
];
