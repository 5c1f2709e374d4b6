import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/db';
import { findCampaign } from '../campaign';
import { creditMember } from '../points';
import { saveWheel } from './operator';
import { type ContestRow, ensureContest } from './repository';
import type { SegmentInput } from './wheel-rules';

/** Test helpers: a contest of the demo campaign with the given limits and wheel. */

const LOOK = { bgColor: '#5b2a86', textColor: '#ffffff' };

export const segment = (
  segmentType: SegmentInput['segmentType'],
  probability: number,
  extra: Partial<SegmentInput> = {},
): SegmentInput => ({ text: `${segmentType} ${probability}`, ...LOOK, segmentType, probability, ...extra });

export const SORRY_ONLY = [segment('sorry', 60), segment('sorry', 40)];

export async function newContest(
  db: Db,
  overrides: Partial<Omit<ContestRow, 'id'>> = {},
  segments: SegmentInput[] = SORRY_ONLY,
): Promise<string> {
  const campaign = await findCampaign(db, 'demo');
  if (!campaign) throw new Error('The demo campaign is not seeded.');
  const { id } = await ensureContest(db, campaign.id, {
    slug: `test-${randomUUID()}`,
    name: 'Test wheel',
    description: '',
    card_header_image: '',
    point_required: 10,
    spins_per_day: null,
    spins_total: null,
    prizes_per_period: null,
    prize_period: 'day',
    starts_at: null,
    ends_at: null,
    min_tier: 1,
    sortOrder: 1000,
    ...overrides,
  });
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
