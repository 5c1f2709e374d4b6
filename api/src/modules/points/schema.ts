import { type Static, Type } from '@sinclair/typebox';
import type { PointBalance, PointsHistoryPage } from '@portal/kit/contracts';
import type { Assert, Same } from '../../http/contract-check';
import { PageNumber } from '../../http/paging';

export const PointBalanceSchema = Type.Object({
  pointBalance: Type.Integer({ minimum: 0 }),
  lifetimePoints: Type.Integer({ minimum: 0 }),
});

/** Points history: 0-based page, 10 a page (docs/product/limits.md, Points history page size). */
export const HistoryQuerySchema = Type.Object({
  page: PageNumber(0),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
  pointsDetails: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
});

export const PointsHistorySchema = Type.Object(
  {
    content: Type.Array(
      Type.Object({
        ledger: Type.Union([Type.Literal('credit'), Type.Literal('debit')]),
        points: Type.Integer(),
        name: Type.String(),
        description: Type.String(),
        date: Type.String(),
      }),
    ),
    metaData: Type.Object({ totalRecs: Type.Integer() }),
  },
  { title: 'PointsHistoryPage' },
);

export type ContractChecks = [
  Assert<Same<Static<typeof PointBalanceSchema>, PointBalance>>,
  Assert<Same<Static<typeof PointsHistorySchema>, PointsHistoryPage>>,
];
