import type { ContestPage, ContestWheel, SpinResult, SpinStarted } from '@portal/kit/contracts';
import { signedInMember, type SignedInMember } from '../../test/member';
import { createTestApp, type TestApp } from '../../test/test-app';
import { givePoints, newContest, pointsOf, segment } from '../../test/contests';
import { DEMO_REWARD_IDS } from '../rewards';
import { setContestText } from './operator';

// Runs on PGlite, and on PostgreSQL with `npm run test:pg`.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

type Body<T> = { httpCode: number; code?: string; message?: string; data: T };
const json = <T>(response: { json: () => unknown }) => response.json() as Body<T>;

async function memberWith(points: number): Promise<SignedInMember> {
  const member = await signedInMember(t);
  if (points > 0) await givePoints(t.db, member.id, points);
  return member;
}

async function spin(member: SignedInMember, contestId: string, parentId?: string) {
  const started = await member.inject({ method: 'POST', url: '/s1/contest/spin', payload: { contestId, parentId } });
  if (started.statusCode !== 201) return { status: started.statusCode, body: json<never>(started) };
  const { contestHistoryId } = json<SpinStarted>(started).data;
  const done = await member.inject({ method: 'PUT', url: `/s1/contest/spin/${contestHistoryId}`, payload: {} });
  return { status: done.statusCode, body: json<SpinResult>(done) };
}

const wheelOf = async (member: SignedInMember, id: string) =>
  json<ContestWheel>(await member.inject({ method: 'GET', url: `/s1/contest/${id}` })).data;

describe('the contest list', () => {
  it('pages the campaign contests 8 at a time, page number zero-based, with totalRecs', async () => {
    const member = await memberWith(0);
    const first = json<ContestPage>(await member.inject({ method: 'GET', url: '/s1/contest?page=0' })).data;
    expect(first.content.length).toBeLessThanOrEqual(8);
    expect(first.content.map((contest) => contest.name)).toEqual(
      expect.arrayContaining(['Monthly Prize Wheel', 'Free Daily Wheel', 'VIP Jackpot Wheel']),
    );
    expect(first.content[0]).toEqual({
      id: expect.any(String),
      name: 'Monthly Prize Wheel',
      description: expect.any(String),
      cardHeaderImage: expect.any(String),
      pointRequired: 20,
      actionType: 'spin',
    });
    const paged = json<ContestPage>(await member.inject({ method: 'GET', url: '/s1/contest?page=1&limit=2' })).data;
    expect(paged.content.map((contest) => contest.name)).toEqual(['VIP Jackpot Wheel']);
    expect(paged.metaData.totalRecs).toBe(first.metaData.totalRecs);
    // Past one page: the default page holds exactly 8, the next one the rest.
    const more = 9 - first.metaData.totalRecs;
    for (let n = 0; n < more; n++) await newContest(t.db);
    const full = json<ContestPage>(await member.inject({ method: 'GET', url: '/s1/contest?page=0' })).data;
    const rest = json<ContestPage>(await member.inject({ method: 'GET', url: '/s1/contest?page=1' })).data;
    expect([full.content.length, rest.content.length, full.metaData.totalRecs]).toEqual([8, 1, 9]);
    expect(new Set([...full.content, ...rest.content].map((contest) => contest.id)).size).toBe(9);
  });

  it('is for members only, and refuses absurd page numbers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/s1/contest' })).statusCode).toBe(401);
    const member = await memberWith(0);
    expect((await member.inject({ method: 'GET', url: '/s1/contest?page=1e300' })).statusCode).toBe(400);
  });
});

describe('a contest wheel', () => {
  it('names each segment with its looks and type, never its odds or prize', async () => {
    const member = await memberWith(0);
    const id = await newContest(t.db, {}, [segment('sorry', 50), segment('points', 50, { prizePoints: 7 })]);
    const wheel = await wheelOf(member, id);
    expect(wheel).toMatchObject({ id, pointRequired: 10, allowSpin: true });
    expect(wheel.segments).toEqual([
      {
        segmentId: expect.any(String),
        text: 'sorry 50',
        bgColor: '#5b2a86',
        textColor: '#ffffff',
        segmentType: 'sorry',
      },
      {
        segmentId: expect.any(String),
        text: 'points 50',
        bgColor: '#5b2a86',
        textColor: '#ffffff',
        segmentType: 'points',
      },
    ]);
    expect(JSON.stringify(wheel)).not.toMatch(/probability|prizePoints|prize_points/);
  });

  it('answers 404 "Error! Invalid request" for an unknown contest', async () => {
    const member = await memberWith(0);
    const response = await member.inject({ method: 'GET', url: '/s1/contest/00000000-0000-4000-8000-000000000001' });
    expect(response.statusCode).toBe(404);
    expect(json(response).message).toBe('Error! Invalid request');
  });

  it('disallows spinning outside the dates or below the tier, and says which', async () => {
    const member = await memberWith(0);
    const past = await newContest(t.db, { endsAt: new Date(Date.now() - 1000), pointRequired: 0 });
    const future = await newContest(t.db, { startsAt: new Date(Date.now() + 3_600_000), pointRequired: 0 });
    const tiered = await newContest(t.db, { minTier: 3, pointRequired: 0 });
    for (const [id, spinBlock] of [
      [past, 'closed'],
      [future, 'closed'],
      [tiered, 'tier'],
    ] as const) {
      const wheel = await wheelOf(member, id);
      expect(wheel).toMatchObject({ allowSpin: false, spinBlock });
      expect(wheel).not.toHaveProperty('nextSpinAt');
      const { status, body } = await spin(member, id);
      expect(status).toBe(403);
      expect(body.message).toBe('Oops! You have reached the maximum limit.');
    }
  });
});

describe('a member spin', () => {
  it('debits pointRequired, names the segment drawn and credits a points prize through the ledger', async () => {
    const member = await memberWith(100);
    const id = await newContest(t.db, { pointRequired: 30 }, [
      segment('points', 100, { prizePoints: 45 }),
      segment('sorry', 0),
    ]);
    const wheel = await wheelOf(member, id);
    const { status, body } = await spin(member, id);
    expect(status).toBe(200);
    expect(body.data.segmentId).toBe(wheel.segments[0]!.segmentId);
    expect(await pointsOf(t.db, member.id)).toEqual({ balance: 115, ledger: 115 });
    const entries = await t.db.query<{ entry: string; points: number; source: string }>(
      `select entry, points, source from points_ledger where member_id = $1 and source = 'contest-spin' order by id`,
      [member.id],
    );
    expect(entries).toEqual([
      { entry: 'debit', points: 30, source: 'contest-spin' },
      { entry: 'credit', points: 45, source: 'contest-spin' },
    ]);
  });

  it('answers 406 "Oops! Low On Points." when the balance is below pointRequired, and records nothing', async () => {
    const member = await memberWith(9);
    const id = await newContest(t.db, { pointRequired: 10 });
    const { status, body } = await spin(member, id);
    expect(status).toBe(406);
    expect(body.message).toBe('Oops! Low On Points.');
    expect(await pointsOf(t.db, member.id)).toEqual({ balance: 9, ledger: 9 });
    const spins = await t.db.one<{ n: number }>('select count(*)::int as n from contest_spin where contest_id = $1', [
      id,
    ]);
    expect(spins.n).toBe(0);
  });

  it('answers 403 at the daily limit and at the total limit, and the wheel says which and when a day lifts', async () => {
    const member = await memberWith(0);
    const daily = await newContest(t.db, { pointRequired: 0, spinsPerDay: 2 });
    expect((await spin(member, daily)).status).toBe(200);
    expect(await wheelOf(member, daily)).toMatchObject({ allowSpin: true });
    expect((await spin(member, daily)).status).toBe(200);
    const tomorrow = new Date();
    tomorrow.setUTCHours(24, 0, 0, 0);
    expect(await wheelOf(member, daily)).toMatchObject({
      allowSpin: false,
      spinBlock: 'today',
      nextSpinAt: tomorrow.toISOString(),
    });
    expect(await spin(member, daily)).toMatchObject({ status: 403, body: { code: 'contest.limitReached' } });
    // A total limit reached the same day is the one named: the next day would not lift it.
    const total = await newContest(t.db, { pointRequired: 0, spinsTotal: 1, spinsPerDay: 1 });
    expect((await spin(member, total)).status).toBe(200);
    expect(await wheelOf(member, total)).toMatchObject({ allowSpin: false, spinBlock: 'total' });
    expect(await wheelOf(member, total)).not.toHaveProperty('nextSpinAt');
    expect((await spin(member, total)).status).toBe(403);
  });

  it('stops every member at the contest prize limit for the period', async () => {
    const id = await newContest(t.db, { pointRequired: 0, prizesPerPeriod: 2, prizePeriod: 'day' }, [
      segment('points', 100, { prizePoints: 1 }),
      segment('sorry', 0),
    ]);
    const results = [];
    for (let i = 0; i < 3; i++) results.push((await spin(await memberWith(0), id)).status);
    expect(results).toEqual([200, 200, 403]);
    expect(await wheelOf(await memberWith(0), id)).toMatchObject({ allowSpin: false, spinBlock: 'prizes' });
  });

  it('grants exactly one free spin on free_spin: 206 with the parent id, spent once, never a chain', async () => {
    const member = await memberWith(0);
    const id = await newContest(t.db, { pointRequired: 0 }, [segment('free_spin', 50), segment('sorry', 50)]);
    const [freeSpin, sorry] = (await wheelOf(member, id)).segments;
    let first = await spin(member, id);
    // Half the spins land on free_spin: one comes within 40 spins but once in 10^12 runs.
    for (let i = 0; first.status === 200 && i < 40; i++) first = await spin(member, id);
    expect(first.status).toBe(206);
    expect(first.body.data.segmentId).toBe(freeSpin!.segmentId);
    const parentId = first.body.data.parentId!;
    expect(parentId).toBe(first.body.data.contestHistoryId);

    const free = await spin(member, id, parentId);
    expect(free).toMatchObject({ status: 200, body: { data: { segmentId: sorry!.segmentId } } });
    expect(await spin(member, id, parentId)).toMatchObject({ status: 404, body: { code: 'contest.spinNotFound' } });
    // The parent's result no longer offers to continue once its free spin is spent.
    const again = await member.inject({ method: 'PUT', url: `/s1/contest/spin/${parentId}`, payload: {} });
    expect(again.statusCode).toBe(200);
  });

  async function paidSpinOnNewWheel() {
    const member = await memberWith(20);
    const id = await newContest(t.db, { pointRequired: 10, spinsPerDay: 1 }, [
      segment('free_spin', 99),
      segment('sorry', 1),
    ]);
    return { member, id, first: await spin(member, id) };
  }

  it('does not count a free spin against the daily limit, nor charge it', async () => {
    // Enough points for two paid spins: the last call is refused by the daily limit, not the balance.
    // The paid spin lands on the free spin 99 times in 100 (a free spin cannot land on it again); in
    // the rare other case a new member tries a new wheel, so the free spin is always exercised.
    let attempt = await paidSpinOnNewWheel();
    for (let retries = 0; retries < 4 && attempt.first.status !== 206; retries++) attempt = await paidSpinOnNewWheel();
    const { member, id, first } = attempt;
    expect(first.status).toBe(206);
    expect((await spin(member, id, first.body.data.parentId)).status).toBe(200);
    expect(await pointsOf(t.db, member.id)).toEqual({ balance: 10, ledger: 10 });
    const refused = await spin(member, id);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/today|limit/i);
  });

  it("names a free spin won and not spun in the wheel's answer, past the daily limit, to its winner only", async () => {
    let attempt = await paidSpinOnNewWheel();
    for (let retries = 0; retries < 4 && attempt.first.status !== 206; retries++) attempt = await paidSpinOnNewWheel();
    const { member, id, first } = attempt;
    expect(first.status).toBe(206);
    // The result was closed without Spin Now: the daily spin is used, the free one still held.
    const held = await wheelOf(member, id);
    expect(held).toMatchObject({ allowSpin: false, spinBlock: 'today', freeSpinParentId: first.body.data.parentId });
    expect(await wheelOf(await memberWith(20), id)).not.toHaveProperty('freeSpinParentId');
    expect((await spin(member, id, held.freeSpinParentId)).status).toBe(200);
    expect(await wheelOf(member, id)).not.toHaveProperty('freeSpinParentId');
  });

  it('shows another member 404 for a spin that is not theirs, and refuses anonymous spins with 401', async () => {
    const owner = await memberWith(0);
    const other = await memberWith(0);
    const id = await newContest(t.db, { pointRequired: 0 });
    const started = await owner.inject({ method: 'POST', url: '/s1/contest/spin', payload: { contestId: id } });
    const { contestHistoryId } = json<SpinStarted>(started).data;
    const peek = await other.inject({ method: 'PUT', url: `/s1/contest/spin/${contestHistoryId}`, payload: {} });
    expect(peek.statusCode).toBe(404);
    const steal = await other.inject({
      method: 'POST',
      url: '/s1/contest/spin',
      payload: { contestId: id, parentId: contestHistoryId },
    });
    expect(steal.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/s1/contest/spin', payload: { contestId: id } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses hostile bodies with 400', async () => {
    const member = await memberWith(0);
    for (const payload of [{}, { contestId: 'x' }, { contestId: '<script>' }, { contestId: 1e300 }]) {
      const response = await member.inject({ method: 'POST', url: '/s1/contest/spin', payload });
      expect(response.statusCode).toBe(400);
    }
  });

  it('records every spin for the operator: member, contest, segment, cost, prize and time', async () => {
    const member = await memberWith(10);
    const id = await newContest(t.db, { pointRequired: 10 }, [
      segment('points', 100, { prizePoints: 3 }),
      segment('sorry', 0),
    ]);
    await spin(member, id);
    const row = await t.db.one<Record<string, unknown>>(
      `select member_id, public_link_id, segment_type, cost, prize_points, created_at from contest_spin where contest_id = $1`,
      [id],
    );
    expect(row).toEqual({
      member_id: member.id,
      public_link_id: null,
      segment_type: 'points',
      cost: 10,
      prize_points: 3,
      created_at: expect.any(Date),
    });
  });

  it('leaves out a reward segment saved before reward ids were checked, whose id is no uuid: no 500', async () => {
    const member = await memberWith(0);
    const id = await newContest(t.db, { pointRequired: 0 }, [
      segment('reward', 99, { rewardId: DEMO_REWARD_IDS['rewards-cap']! }),
      segment('sorry', 1),
    ]);
    await t.db.query(
      `update contest_segment set reward_id = 'not-a-uuid' where contest_id = $1 and reward_id is not null`,
      [id],
    );
    const wheel = await wheelOf(member, id);
    const { status, body } = await spin(member, id);
    expect(status).toBe(200);
    expect(body.data.segmentId).toBe(wheel.segments[1]!.segmentId);
  });

  it('leaves out a reward segment whose reward is out of stock', async () => {
    const member = await memberWith(0);
    const id = await newContest(t.db, { pointRequired: 0 }, [
      segment('reward', 99, { rewardId: DEMO_REWARD_IDS['travel-case']! }),
      segment('sorry', 1),
    ]);
    const wheel = await wheelOf(member, id);
    for (let i = 0; i < 5; i++) {
      const { body } = await spin(member, id);
      expect(body.data.segmentId).toBe(wheel.segments[1]!.segmentId);
    }
  });
});

describe('a games activity', () => {
  it('links to its wheel by slug, and the member’s spin there earns its points', async () => {
    const member = await memberWith(0);
    const activities = json<{ content: { title: string; actionType: string; data: string }[] }>(
      await member.inject({ method: 'GET', url: '/s1/activity?page=0&limit=100' }),
    ).data.content;
    const game = activities.find((activity) => activity.actionType === 'games')!;
    expect(game).toMatchObject({ title: 'Play: spin the Free Daily Wheel', data: 'free-wheel' });
    const wheel = await wheelOf(member, game.data);
    expect(wheel).toMatchObject({ name: 'Free Daily Wheel', pointRequired: 0, allowSpin: true });
    expect(wheel.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await member.inject({ method: 'GET', url: '/s1/contest/no-such-wheel' })).statusCode).toBe(404);
    expect((await member.inject({ method: 'GET', url: '/s1/contest/not%20a%20slug' })).statusCode).toBe(400);

    const started = await member.inject({ method: 'POST', url: '/s1/contest/spin', payload: { contestId: wheel.id } });
    expect(json<SpinStarted>(started).data).toEqual({ contestHistoryId: expect.any(String), gamePoints: 20 });
    const history = json<{ content: { name: string; points: number }[] }>(
      await member.inject({ method: 'GET', url: '/s1/points/points-history?page=0&limit=10' }),
    ).data.content;
    expect(history).toContainEqual(expect.objectContaining({ name: 'Play: spin the Free Daily Wheel', points: 20 }));
    const { balance, ledger } = await pointsOf(t.db, member.id);
    expect(balance).toBe(ledger);
    expect(balance).toBeGreaterThanOrEqual(20);
  });

  it('is not completed by a spin of another wheel', async () => {
    const member = await memberWith(10);
    const id = await newContest(t.db, { pointRequired: 10 });
    const started = await member.inject({ method: 'POST', url: '/s1/contest/spin', payload: { contestId: id } });
    expect(json<SpinStarted>(started).data).toEqual({ contestHistoryId: expect.any(String) });
    const credits = await t.db.query("select 1 from points_ledger where member_id = $1 and source = 'activity'", [
      member.id,
    ]);
    expect(credits).toEqual([]);
  });
});

describe('contests in the member’s language', () => {
  const inLanguage = async <T>(member: SignedInMember, url: string, language: string) =>
    json<T>(await member.inject({ method: 'GET', url, headers: { 'accept-language': language } })).data;

  it('names the list, the wheel and its segments in French or Spanish, English where a translation is missing', async () => {
    const member = await memberWith(0);
    const list = await inLanguage<ContestPage>(member, '/s1/contest?page=0', 'fr-CA');
    const monthly = list.content.find((contest) => contest.pointRequired === 20)!;
    expect(monthly).toMatchObject({
      name: 'Roue des prix du mois',
      description: expect.stringMatching(/^Tournez pour gagner des points bonus/),
    });
    const wheel = await inLanguage<ContestWheel>(member, `/s1/contest/${monthly.id}`, 'es');
    expect(wheel.name).toBe('Ruleta de premios del mes');
    expect(wheel.segments.map((s) => s.text)).toEqual([
      'Mala suerte',
      '10 puntos',
      'Giro gratis',
      '50 puntos',
      'Inténtalo otra vez',
      'Tarjeta regalo',
    ]);
    const untranslated = await newContest(t.db, {}, [
      segment('sorry', 50, { texts: { fr: 'Raté' } }),
      segment('sorry', 50),
    ]);
    const plain = await inLanguage<ContestWheel>(member, `/s1/contest/${untranslated}`, 'fr');
    expect(plain).toMatchObject({ name: 'Test wheel' });
    expect(plain.segments.map((s) => s.text)).toEqual(['Raté', 'sorry 50']);
  });

  it('names a spin and its prize in the points history by the contest, in the member’s language', async () => {
    const member = await memberWith(10);
    const id = await newContest(t.db, { pointRequired: 10 }, [
      segment('points', 100, { prizePoints: 4 }),
      segment('sorry', 0),
    ]);
    await setContestText(t.db, { id, texts: {} }, 'fr', { name: 'Roue d’essai' }, 'Dana');
    expect((await spin(member, id)).status).toBe(200);
    const history = await inLanguage<{ content: { name: string }[] }>(
      member,
      '/s1/points/points-history?page=0&limit=10',
      'fr',
    );
    expect(
      history.content
        .map((entry) => entry.name)
        .slice(0, 2)
        .sort(),
    ).toEqual(['Prix du concours\u00a0: Roue d’essai', 'Tour de roue\u00a0: Roue d’essai']);
    const updatedBy = await t.db.one<{ updated_by: string }>('select updated_by from contest where id = $1', [id]);
    expect(updatedBy).toEqual({ updated_by: 'Dana' });
  });
});
