import { type Static, Type } from '@sinclair/typebox';
import type { ActionType, Activity, ActivityPage, ActivityPortalPage } from '@portal/kit/contracts';
import type { Assert, Same } from '../../http/contract-check';
import { PageNumber } from '../../http/paging';

/** JSON schemas of the activity calls. The assertions at the end keep them equal to the shared contract. */

export const ACTION_TYPES = [
  'view',
  'survey',
  'refer',
  'read',
  'share',
  'games',
  'click',
  'login-n-earn',
  'upload',
] as const satisfies readonly ActionType[];

const ActionTypeSchema = Type.Union(ACTION_TYPES.map((type) => Type.Literal(type)));

/** A comma-separated list of action types, e.g. `view,survey,login-n-earn`. */
const typeAlternatives = ACTION_TYPES.join('|');
const ActionTypeListSchema = Type.String({
  pattern: `^(${typeAlternatives})(,(${typeAlternatives}))*$`,
  description: `Comma-separated action types: ${ACTION_TYPES.join(', ')}.`,
  examples: ['view,survey,refer,read,share,games,click,login-n-earn'],
});

export const ActivitySchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    title: Type.String({ description: 'In the request language. May contain HTML; clients sanitize it.' }),
    description: Type.String(),
    points: Type.Integer(),
    isTierEnabled: Type.Boolean(),
    tierPoints: Type.Union([Type.Integer(), Type.Null()]),
    actionType: ActionTypeSchema,
    channel: Type.String(),
    data: Type.String(),
    cardHeaderImage: Type.String(),
    minimumActivityDuration: Type.Integer(),
    times: Type.Integer(),
    activityEventId: Type.Union([Type.String(), Type.Null()]),
    activityData: Type.Record(Type.String(), Type.Unknown()),
  },
  { title: 'Activity' },
);

const MetaDataSchema = Type.Object({ totalRecs: Type.Integer() });

export const MAX_PAGE_SIZE = 100;
const Limit = (defaultValue: number) => Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: defaultValue });

/** Home's earn list: page is 1-based, 4 per page (docs/product/limits.md, Home earn list page size). */
export const PortalQuerySchema = Type.Object({
  page: PageNumber(1),
  limit: Limit(4),
  types: Type.Optional(ActionTypeListSchema),
});

export const ActivityPortalPageSchema = Type.Object(
  { content: Type.Array(ActivitySchema), metaData: MetaDataSchema, end: Type.Boolean() },
  { title: 'ActivityPortalPage' },
);

/** Earn-points list, 0-based page (client sends page-1), 100 a page: docs/product/earning.md, Earn-points list. */
export const ListQuerySchema = Type.Object({
  page: PageNumber(0),
  limit: Limit(MAX_PAGE_SIZE),
  actionType: Type.Optional(ActionTypeListSchema),
});

export const ActivityPageSchema = Type.Object(
  { content: Type.Array(ActivitySchema), metaData: MetaDataSchema },
  { title: 'ActivityPage' },
);

export const CardImageParamsSchema = Type.Object({ file: Type.String({ pattern: '^[a-z0-9-]+\\.svg$' }) });

/** Splits a validated `a,b,c` list; undefined (no filter) when the parameter was not sent. */
export function parseActionTypes(list: string | undefined): ActionType[] | undefined {
  return list === undefined ? undefined : [...new Set(list.split(',') as ActionType[])];
}

// Compile-time proof that the wire schemas and the shared contract agree, both ways.
export type ContractChecks = [
  Assert<Same<Static<typeof ActivitySchema>, Activity>>,
  Assert<Same<Static<typeof ActivityPortalPageSchema>, ActivityPortalPage>>,
  Assert<Same<Static<typeof ActivityPageSchema>, ActivityPage>>,
  Assert<Same<(typeof ACTION_TYPES)[number], ActionType>>,
];
