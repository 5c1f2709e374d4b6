import { type Static, Type } from '@sinclair/typebox';
import type { HomeResult } from '@portal/kit/contracts';
import type { Assert, Same } from '../../http/contract-check';
import { ActivitySchema, MAX_PAGE_SIZE } from '../activity';

export const HomeQuerySchema = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 4, description: 'Items per list.' }),
});

const HomeContestSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  cardHeaderImage: Type.String(),
  pointRequired: Type.Integer(),
});

const HomeRewardSchema = Type.Object({
  id: Type.String(),
  itemName: Type.String(),
  itemDescription: Type.String(),
  image: Type.String(),
  redeemPoints: Type.Integer(),
});

export const HomeResultSchema = Type.Object(
  {
    activityResult: Type.Array(ActivitySchema),
    contestResult: Type.Array(HomeContestSchema),
    rewardResult: Type.Array(HomeRewardSchema),
  },
  { title: 'HomeResult' },
);

// Compile-time proof that the wire schema and the shared contract agree, both ways.
export type ContractChecks = [Assert<Same<Static<typeof HomeResultSchema>, HomeResult>>];
