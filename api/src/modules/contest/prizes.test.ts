import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { seedDemo } from '../../seed';
import { createTestDb } from '../../test/test-db';
import { findCampaign } from '../campaign';
import { DEMO_REWARD_IDS, type PrizeOrders } from '../rewards';
import { createContestService } from './service';
import { givePoints, newContest, pointsOf, segment } from '../../test/contests';
import { insertMember } from '../../test/member';

// The reward edge: the rewards module's prize orders replaced by a test double with a stock count.
let db: Db;
let campaignId: string;

beforeAll(async () => {
  db = await createTestDb();
  await migrate(db);
  await seedDemo(db);
  campaignId = (await findCampaign(db, 'demo'))!.id;
});

afterAll(async () => {
  await db.close();
});

// Two of the demo campaign's rewards (a wheel names only its campaign's rewards); the double keeps their stock.
const GIFT = DEMO_REWARD_IDS['gift-card-5']!;
const MUG = DEMO_REWARD_IDS['rewards-cap']!;

/** Stock by reward id; an order takes one. `lateOutOfStock` says in stock but fails the order (a race lost). */
function fakePrizeOrders(stock: Record<string, number>, lateOutOfStock: string[] = []) {
  const orders: { memberId: string; rewardId: string; contestId: string; spinId: string }[] = [];
  const port: PrizeOrders = {
    isInStock: async (_tx, rewardId) => (stock[rewardId] ?? 0) > 0,
    createPrizeOrder: async (_tx, prize) => {
      if (lateOutOfStock.includes(prize.rewardId) || (stock[prize.rewardId] ?? 0) <= 0) return { outOfStock: true };
      stock[prize.rewardId]! -= 1;
      orders.push(prize);
      return { orderId: `order-${orders.length}` };
    },
  };
  return { port, orders };
}

async function member(points: number): Promise<string> {
  const row = await insertMember(db);
  if (points) await givePoints(db, row.id, points);
  return row.id;
}

/** These wheels are named by no games activity. */
const noGames = { gamesNaming: async () => [], completeGames: async () => [] };

const service = (prizeOrders: PrizeOrders) =>
  createContestService({ db, campaignId: async () => campaignId, tierOf: async () => 1, prizeOrders, games: noGames });

const segmentTypeOf = (spinId: string) =>
  db.one<{ segment_type: string; reward_id: string | null; order_id: string | null }>(
    'select segment_type, reward_id, order_id from contest_spin where id = $1',
    [spinId],
  );

/** The database with every lock of a member's balance row noted in `locks`, as the transaction takes it. */
function notingMemberLocks(handle: Db, locks: string[]): Db {
  const note = (sql: string) => {
    if (/from member where id = \$1 for update/.test(sql)) locks.push('member');
  };
  return {
    ...handle,
    query: (sql, params) => (note(sql), handle.query(sql, params)),
    one: (sql, params) => (note(sql), handle.one(sql, params)),
    maybeOne: (sql, params) => (note(sql), handle.maybeOne(sql, params)),
    transaction: (fn) => handle.transaction((tx) => fn(notingMemberLocks(tx, locks))),
  };
}

describe('reward prizes', () => {
  it('lock the member before the reward, on a free spin too (one lock order everywhere, decision 42)', async () => {
    const locks: string[] = [];
    const { port } = fakePrizeOrders({ [GIFT]: 5 });
    const ordering: PrizeOrders = {
      ...port,
      createPrizeOrder: (tx, prize) => (locks.push('reward'), port.createPrizeOrder(tx, prize)),
    };
    const id = await newContest(db, { pointRequired: 0 }, [
      segment('reward', 100, { rewardId: GIFT }),
      segment('sorry', 0),
    ]);
    const memberId = await member(0);
    const spins = createContestService({
      db: notingMemberLocks(db, locks),
      campaignId: async () => campaignId,
      tierOf: async () => 1,
      prizeOrders: ordering,
      games: noGames,
    });
    await spins.spin(memberId, { contestId: id });
    expect(locks).toEqual(['member', 'reward']);
  });

  it('order the reward through the rewards module in the spin, recording the order on the spin', async () => {
    const { port, orders } = fakePrizeOrders({ [GIFT]: 5 });
    const id = await newContest(db, { pointRequired: 10 }, [
      segment('reward', 100, { rewardId: GIFT }),
      segment('sorry', 0),
    ]);
    const memberId = await member(10);
    const { contestHistoryId } = await service(port).spin(memberId, { contestId: id });
    expect(orders).toEqual([{ memberId, rewardId: GIFT, contestId: id, spinId: contestHistoryId }]);
    expect(await segmentTypeOf(contestHistoryId)).toEqual({
      segment_type: 'reward',
      reward_id: GIFT,
      order_id: 'order-1',
    });
    expect(await pointsOf(db, memberId)).toEqual({ balance: 0, ledger: 0 });
  });

  it('leave an out-of-stock reward out and draw among the others', async () => {
    const { port, orders } = fakePrizeOrders({ [GIFT]: 0, [MUG]: 100 });
    const id = await newContest(db, { pointRequired: 0 }, [
      segment('reward', 90, { rewardId: GIFT }),
      segment('reward', 10, { rewardId: MUG }),
    ]);
    const memberId = await member(0);
    for (let i = 0; i < 10; i++) {
      const { contestHistoryId } = await service(port).spin(memberId, { contestId: id });
      expect((await segmentTypeOf(contestHistoryId)).reward_id).toBe(MUG);
    }
    expect(orders).toHaveLength(10);
  });

  it('draw again without the reward when its order finds it out of stock after all', async () => {
    const { port } = fakePrizeOrders({ [GIFT]: 1 }, [GIFT]);
    const id = await newContest(db, { pointRequired: 0 }, [
      segment('reward', 99, { rewardId: GIFT }),
      segment('sorry', 1),
    ]);
    const memberId = await member(0);
    for (let i = 0; i < 5; i++) {
      const { contestHistoryId } = await service(port).spin(memberId, { contestId: id });
      expect(await segmentTypeOf(contestHistoryId)).toMatchObject({ segment_type: 'sorry', order_id: null });
    }
  });

  it('refuse the spin (409) and refund nothing was taken when nothing is left to win', async () => {
    const { port } = fakePrizeOrders({});
    const id = await newContest(db, { pointRequired: 10 }, [
      segment('reward', 100, { rewardId: GIFT }),
      segment('sorry', 0),
    ]);
    const memberId = await member(10);
    await expect(service(port).spin(memberId, { contestId: id })).rejects.toMatchObject({
      httpCode: 409,
      code: 'contest.nothingToWin',
    });
    expect(await pointsOf(db, memberId)).toEqual({ balance: 10, ledger: 10 });
  });
});
