import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/db';
import { DomainError } from '../../platform/domain-error';
import { credit, debit, lockBalance } from '../points';
import { drawWeighted } from './draw';
import { periodStart } from './limits';
import type { PrizeOrders } from '../rewards';
import {
  completeGrant,
  type ContestRow,
  countPrizes,
  type DrawnSpin,
  insertGrant,
  insertSpin,
  listSegments,
  type SegmentRow,
  type Spinner,
} from './repository';

export const limitReached = () => new DomainError('contest.limitReached', 403);

/** A spin about to be drawn: its contest (locked), who spins, and a free spin's granted row if it is one. */
export interface SpinPlan {
  contest: ContestRow;
  spinner: Spinner;
  grantId: string | undefined;
}

/** 403 when the contest has already given the prizes its period allows. */
export async function assertPrizesLeft(tx: Db, contest: ContestRow, now: Date): Promise<void> {
  if (contest.prizes_per_period === null) return;
  const given = await countPrizes(tx, contest.id, periodStart(contest.prize_period, now));
  if (given >= contest.prizes_per_period) throw limitReached();
}

/** The wheel's segments that can be won now: a reward segment only while its reward is in stock. */
async function candidates(tx: Db, segments: SegmentRow[], prizeOrders: PrizeOrders): Promise<SegmentRow[]> {
  const inStock = await Promise.all(
    segments.map((segment) => segment.reward_id === null || prizeOrders.isInStock(tx, segment.reward_id)),
  );
  return segments.filter((_, index) => inStock[index]);
}

/**
 * Draws among the candidates; a reward drawn for a member is ordered at once, and when the order
 * finds it out of stock after all it leaves the draw and the others are drawn again (renormalised).
 */
async function drawPrize(tx: Db, plan: SpinPlan, spinId: string, prizeOrders: PrizeOrders) {
  const segments = await listSegments(tx, plan.contest.id);
  // A free spin cannot win another: free_spin grants exactly one (docs/product/contests.md, The draw).
  const drawable = plan.grantId ? segments.filter((segment) => segment.segment_type !== 'free_spin') : segments;
  let pool = await candidates(tx, drawable, prizeOrders);
  for (;;) {
    const segment = drawWeighted(pool);
    if (!segment) throw new DomainError('contest.nothingToWin', 409);
    if (segment.reward_id === null || !('memberId' in plan.spinner)) return { segment, orderId: null };
    const order = await prizeOrders.createPrizeOrder(tx, {
      memberId: plan.spinner.memberId,
      rewardId: segment.reward_id,
      contestId: plan.contest.id,
      spinId,
    });
    if ('orderId' in order) return { segment, orderId: order.orderId };
    pool = pool.filter((candidate) => candidate !== segment);
  }
}

/**
 * In the caller's transaction: debits a member's paid spin through the ledger, draws the segment,
 * records the spin, credits a points prize and grants the free spin a free_spin segment wins.
 * Any refusal (406 low on points, 409 nothing to win) rolls all of it back. Returns the spin's id.
 */
export async function drawAndRecord(tx: Db, plan: SpinPlan, prizeOrders: PrizeOrders): Promise<string> {
  const { contest, spinner } = plan;
  // A free spin debits nothing, yet its prize order locks a reward and a prize or games credit the member.
  if ('memberId' in spinner) await lockBalance(tx, spinner.memberId);
  const id = plan.grantId ?? randomUUID();
  const cost = plan.grantId || !('memberId' in spinner) ? 0 : contest.point_required;
  if (cost > 0 && 'memberId' in spinner) {
    await debit(tx, {
      memberId: spinner.memberId,
      points: cost,
      source: 'contest-spin',
      sourceRef: `cost:${id}`,
      name: `Spin: ${contest.name}`,
      label: { key: 'contestSpin', contestId: contest.id },
      actor: { type: 'member', id: spinner.memberId },
    });
  }
  const { segment, orderId } = await drawPrize(tx, plan, id, prizeOrders);
  const spin: DrawnSpin = { id, contestId: contest.id, spinner, segment, cost, orderId };
  await (plan.grantId ? completeGrant(tx, spin) : insertSpin(tx, spin));
  if (segment.prize_points !== null && 'memberId' in spinner) {
    await credit(tx, {
      memberId: spinner.memberId,
      points: segment.prize_points,
      source: 'contest-spin',
      sourceRef: `prize:${id}`,
      name: `Contest prize: ${contest.name}`,
      label: { key: 'contestPrize', contestId: contest.id },
      description: segment.text,
      actor: { type: 'system', name: 'contest draw' },
    });
  }
  if (segment.segment_type === 'free_spin') await insertGrant(tx, id, contest.id, spinner);
  return id;
}
