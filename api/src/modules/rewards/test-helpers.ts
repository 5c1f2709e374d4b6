import type { Db } from '../../db/db';
import { credit } from '../points';
import { addReward } from './operator';
import type { RewardFields } from './repository';

/** Gives a test member points through the ledger, as an operator would. */
export async function givePoints(db: Db, memberId: string, points: number): Promise<void> {
  await credit(db, {
    memberId,
    points,
    source: 'operator',
    sourceRef: `test-${memberId}-${points}-${Math.random()}`,
    name: 'Test points',
    actor: { type: 'operator', name: 'test' },
  });
}

/** Adds a reward to the demo campaign and answers its id. */
export async function newReward(db: Db, fields: Partial<RewardFields> & { slug: string }): Promise<string> {
  await addReward(
    db,
    'demo',
    {
      itemId: fields.slug,
      itemName: fields.slug,
      itemDescription: '',
      image: '',
      type: 'PHYSICAL',
      redeemPoints: 10,
      redeemPriceCents: 0,
      shippingChargeCents: 0,
      vendor: 'Test',
      userTier: null,
      stock: null,
      perMemberLimit: null,
      discontinuedFrom: null,
      sortOrder: 100,
      active: true,
      ...fields,
    },
    'test',
  );
  const row = await db.one<{ id: string }>('select id from reward where slug = $1', [fields.slug]);
  return row.id;
}

export const balanceOf = async (db: Db, memberId: string) =>
  (await db.one<{ point_balance: number }>('select point_balance from member where id = $1', [memberId])).point_balance;

/** The sum of a member's ledger entries, credits minus debits. */
export const ledgerSum = async (db: Db, memberId: string) =>
  (
    await db.one<{ sum: number }>(
      `select coalesce(sum(case when entry = 'credit' then points else -points end), 0)::int as sum
       from points_ledger where member_id = $1`,
      [memberId],
    )
  ).sum;
