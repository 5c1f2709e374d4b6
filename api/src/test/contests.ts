import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db';
import { type ContestLimits, configureLimits, createContest, saveWheel, type SegmentInput } from '../modules/contest';
import { creditMember } from '../modules/points';

/** Test helpers: a contest of the demo campaign with the given cost, limits and wheel, made as an operator would. */

const LOOK = { bgColor: '#5b2a86', textColor: '#ffffff' };

export const segment = (
  segmentType: SegmentInput['segmentType'],
  probability: number,
  extra: Partial<SegmentInput> = {},
): SegmentInput => ({ text: `${segmentType} ${probability}`, ...LOOK, segmentType, probability, ...extra });

export const SORRY_ONLY = [segment('sorry', 60), segment('sorry', 40)];

/** A contest open to every member at any time, as many spins as they like, for 10 points a spin. */
export const NO_LIMITS: ContestLimits = {
  spinsPerDay: null,
  spinsTotal: null,
  prizesPerPeriod: null,
  prizePeriod: 'day',
  startsAt: null,
  endsAt: null,
  minTier: 1,
  pointRequired: 10,
};

export async function newContest(
  db: Db,
  limits: Partial<ContestLimits> = {},
  segments: SegmentInput[] = SORRY_ONLY,
): Promise<string> {
  const pointRequired = limits.pointRequired ?? 10;
  const id = await createContest(
    db,
    'demo',
    { slug: `test-${randomUUID()}`, name: 'Test wheel', description: '', pointRequired },
    'test',
  );
  await configureLimits(db, id, { ...NO_LIMITS, ...limits, pointRequired }, 'test');
  await saveWheel(db, id, segments, 'test');
  return id;
}

export const givePoints = (db: Db, memberId: string, points: number) =>
  creditMember(db, { memberId, points, reason: 'test', operator: 'test' });

/** The member's balance and the sum of their ledger: equal when points are conserved. */
export const pointsOf = (db: Db, memberId: string) =>
  db.one<{ balance: number; ledger: number }>(
    `select point_balance as balance,
            coalesce((select sum(case when entry = 'credit' then points else -points end)
                        from points_ledger where member_id = $1), 0)::int as ledger
       from member where id = $1`,
    [memberId],
  );
