import { signedInMember, type SignedInMember } from '../../test/member';
import { createTestApp, type TestApp } from '../../test/test-app';
import { configureLimits, contestBySlug, createPublicLink } from './operator';
import { givePoints, newContest, pointsOf, segment } from '../../test/contests';

// The invariants under concurrency: PGlite runs the transactions one at a time, PostgreSQL
// (`npm run test:pg`) truly in parallel on its pool; both must give the same counts.
let t: TestApp;

beforeAll(async () => {
  // The parallel spins come from one member, far past a person's pace: lift the per-member limit.
  process.env.CONTEST_SPIN_RATE_LIMIT_PER_MINUTE = '100000';
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
  delete process.env.CONTEST_SPIN_RATE_LIMIT_PER_MINUTE;
});

const PARALLEL = 100;

async function spinAll(member: SignedInMember, contestId: string, count = PARALLEL): Promise<number[]> {
  const responses = await Promise.all(
    Array.from({ length: count }, () =>
      member.inject({ method: 'POST', url: '/s1/contest/spin', payload: { contestId } }),
    ),
  );
  return responses.map((response) => response.statusCode);
}

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

describe('100 concurrent spins from one balance', () => {
  it('give exactly floor(balance / cost) spins, 406 for the rest, and the ledger conserves points', async () => {
    const member = await signedInMember(t);
    await givePoints(t.db, member.id, 250);
    const id = await newContest(t.db, { pointRequired: 10 });
    expect(tally(await spinAll(member, id))).toEqual({ 201: 25, 406: 75 });
    expect(await pointsOf(t.db, member.id)).toEqual({ balance: 0, ledger: 0 });
  });

  it('conserve points when prizes are credited in the same transactions', async () => {
    const member = await signedInMember(t);
    await givePoints(t.db, member.id, 300);
    const id = await newContest(t.db, { pointRequired: 10 }, [
      segment('points', 50, { prizePoints: 4 }),
      segment('sorry', 50),
    ]);
    const statuses = await spinAll(member, id);
    expect(statuses.every((status) => status === 201 || status === 406)).toBe(true);
    const spins = await t.db.one<{ n: number; prizes: number }>(
      `select count(*)::int as n, coalesce(sum(prize_points), 0)::int as prizes
         from contest_spin where contest_id = $1 and member_id = $2`,
      [id, member.id],
    );
    expect(spins.n).toBe(statuses.filter((status) => status === 201).length);
    const { balance, ledger } = await pointsOf(t.db, member.id);
    expect(balance).toBe(300 - 10 * spins.n + spins.prizes);
    expect(ledger).toBe(balance);
    expect(balance).toBeLessThan(10);
  });
});

describe('limits under concurrency', () => {
  it('a daily limit of 5 lets exactly 5 of 100 parallel spins through', async () => {
    const member = await signedInMember(t);
    await givePoints(t.db, member.id, 5000);
    const id = await newContest(t.db, { pointRequired: 10, spinsPerDay: 5 });
    expect(tally(await spinAll(member, id))).toEqual({ 201: 5, 403: 95 });
    expect(await pointsOf(t.db, member.id)).toEqual({ balance: 4950, ledger: 4950 });
  });

  it('a total limit of 3 lets exactly 3 through', async () => {
    const member = await signedInMember(t);
    const id = await newContest(t.db, { pointRequired: 0, spinsTotal: 3 });
    expect(tally(await spinAll(member, id, 40))).toEqual({ 201: 3, 403: 37 });
  });

  it('a contest prize limit of 4 a day gives exactly 4 prizes to 40 members spinning at once', async () => {
    const id = await newContest(t.db, { pointRequired: 0, prizesPerPeriod: 4, prizePeriod: 'day' }, [
      segment('points', 100, { prizePoints: 2 }),
      segment('sorry', 0),
    ]);
    const members = await Promise.all(Array.from({ length: 40 }, () => signedInMember(t)));
    const statuses = await Promise.all(
      members.map((member) => member.inject({ method: 'POST', url: '/s1/contest/spin', payload: { contestId: id } })),
    );
    expect(tally(statuses.map((response) => response.statusCode))).toEqual({ 201: 4, 403: 36 });
  });

  it('a public link of 3 uses spins exactly 3 times for 20 parallel visitors', async () => {
    const id = await newContest(t.db, { pointRequired: 50 });
    const token = await createPublicLink(t.db, id, 3, 'test');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({ method: 'POST', url: `/api/s1/contestx/spin/${token}`, payload: {} }),
      ),
    );
    expect(tally(responses.map((response) => response.statusCode))).toEqual({ 201: 3, 403: 17 });
  });
});

describe('a games activity under concurrency', () => {
  it('100 parallel spins of the wheel it names credit it exactly once, with the spins in one ledger', async () => {
    const member = await signedInMember(t);
    // The demo game names the Free Daily Wheel, which allows one spin a day: opened up here for 100.
    const wheel = await contestBySlug(t.db, 'demo', 'free-wheel');
    await configureLimits(
      t.db,
      wheel.id,
      {
        ...{ spinsPerDay: null, spinsTotal: null, prizesPerPeriod: null, prizePeriod: 'day' },
        ...{ startsAt: null, endsAt: null, minTier: 1, pointRequired: 0 },
      },
      'test',
    );
    expect(tally(await spinAll(member, wheel.id))).toEqual({ 201: 100 });
    const credits = await t.db.query<{ points: number; name: string }>(
      "select points, name from points_ledger where member_id = $1 and source = 'activity'",
      [member.id],
    );
    expect(credits).toEqual([{ points: 20, name: 'Play: spin the Free Daily Wheel' }]);
    const { prizes } = await t.db.one<{ prizes: number }>(
      'select coalesce(sum(prize_points), 0)::int as prizes from contest_spin where contest_id = $1 and member_id = $2',
      [wheel.id, member.id],
    );
    expect(await pointsOf(t.db, member.id)).toEqual({ balance: 20 + prizes, ledger: 20 + prizes });
  });
});
