import { type Static, Type } from '@sinclair/typebox';
import type { WhatsNewPage } from '@portal/kit/contracts';
import type { Assert, Same } from '../../http/contract-check';
import { PageNumber } from '../../http/paging';

export const NEW_ACTION_TYPES = ['contest', 'activity', 'reward'] as const;

export const WhatsNewQuerySchema = Type.Object({
  newActionType: Type.Optional(
    Type.String({
      pattern: '^(contest|activity|reward)(,(contest|activity|reward))*$',
      default: NEW_ACTION_TYPES.join(','),
      description: 'Comma-separated list of contest, activity, reward.',
    }),
  ),
  page: Type.Optional(PageNumber(0)),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 2000, default: 2000 })),
});

export const WhatsNewPageSchema = Type.Object(
  {
    content: Type.Array(
      Type.Object({
        id: Type.String(),
        type: Type.Union(NEW_ACTION_TYPES.map((type) => Type.Literal(type))),
        title: Type.String(),
        createdAt: Type.String({ format: 'date-time' }),
      }),
    ),
    metaData: Type.Object({ totalRecs: Type.Integer() }),
  },
  { title: 'WhatsNewPage' },
);

export type ContractChecks = [Assert<Same<Static<typeof WhatsNewPageSchema>, WhatsNewPage>>];
