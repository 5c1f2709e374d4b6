import { type Static, Type } from '@sinclair/typebox';
import type { PointBalance } from '@portal/kit/contracts';

export const PointBalanceSchema = Type.Object({
  pointBalance: Type.Integer({ minimum: 0 }),
  lifetimePoints: Type.Integer({ minimum: 0 }),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type ContractChecks = [Assert<Same<Static<typeof PointBalanceSchema>, PointBalance>>];
