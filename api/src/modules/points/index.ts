import type { ApiModule } from '../../platform/api-module';
import { pointsRoutes } from './routes';
import type { PointsService } from './service';

export {
  type LedgerActor,
  type LedgerEvent,
  type LedgerLabel,
  type LedgerResult,
  type LedgerSource,
  type Reversal,
  credit,
  currentBalance,
  debit,
  lockBalance,
  reverse,
} from './ledger';
export { type PointsService, createPointsService } from './service';
export type { EntryNameSources } from './entry-name';
export { AlreadyCreditedError, type OperatorCredit, POINTS_MAX, creditMember } from './operator-credit';
export {
  type OperatorReversal,
  ReversalRefusedError,
  type ReversedEntry,
  memberLedger,
  reverseEntry,
} from './operator-ledger';
export { type BalanceDifference, type OperatorEntry, findBalanceDifferences } from './repository';
export { tierFor } from './tier';

export const pointsModule = (service: PointsService): ApiModule => ({
  tag: { name: 'points', description: "The member's point balance and lifetime points" },
  register: async (api) => {
    await api.register(pointsRoutes, { service });
  },
});
