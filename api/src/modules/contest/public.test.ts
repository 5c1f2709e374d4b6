import type { ContestWheel, SpinResult, SpinStarted } from '@portal/kit/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PUBLIC_TOKEN } from './demo-contests';
import { createPublicLink } from './operator';
import { newContest, segment } from '../../test/contests';

let t: TestApp;

beforeAll(async () => {
  // The module reads its settings from the environment when the app is built.
  process.env.CONTEST_PUBLIC_RATE_LIMIT_PER_MINUTE = '12';
  t = await createTestApp();
});

afterAll(async () => {
  delete process.env.CONTEST_PUBLIC_RATE_LIMIT_PER_MINUTE;
  await t.close();
});

type Body<T> = { httpCode: number; code?: string; message?: string; data: T };
const call = async <T>(method: 'GET' | 'POST' | 'PUT', token: string, payload?: object, ip = '10.0.0.1') => {
  const response = await t.app.inject({ method, url: `/api/s1/contestx/spin/${token}`, payload, remoteAddress: ip });
  return { status: response.statusCode, body: response.json() as Body<T> };
};

describe('a public contest link', () => {
  it('shows its wheel to a visitor and spins for free, then refuses the used link', async () => {
    const id = await newContest(t.db, { pointRequired: 500 }, [
      segment('points', 100, { prizePoints: 9 }),
      segment('sorry', 0),
    ]);
    const token = await createPublicLink(t.db, id, 1, 'ops@example.com');
    const ip = '10.0.0.2';
    const wheel = await call<ContestWheel>('GET', token, undefined, ip);
    expect(wheel.status).toBe(200);
    expect(wheel.body.data).toMatchObject({
      id,
      allowSpin: true,
      segments: [{ segmentType: 'points' }, { segmentType: 'sorry' }],
    });

    const started = await call<SpinStarted>('POST', token, {}, ip);
    expect(started.status).toBe(201);
    const done = await call<SpinResult>('PUT', token, { contestHistoryId: started.body.data.contestHistoryId }, ip);
    expect(done).toMatchObject({ status: 200, body: { data: { segmentId: wheel.body.data.segments[0]!.segmentId } } });

    const spin = await t.db.one<{ member_id: string | null; cost: number; prize_points: number }>(
      'select member_id, cost, prize_points from contest_spin where id = $1',
      [started.body.data.contestHistoryId],
    );
    expect(spin).toEqual({ member_id: null, cost: 0, prize_points: 9 });

    expect((await call<ContestWheel>('GET', token, undefined, ip)).body.data).toMatchObject({
      allowSpin: false,
      spinBlock: 'linkUsed',
    });
    const used = await call('POST', token, {}, ip);
    expect(used).toMatchObject({
      status: 403,
      body: { code: 'contest.linkUsed', message: 'This contest link has already been used.' },
    });
  });

  it('shows the demo wheel in the visitor’s language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/s1/contestx/spin/${DEMO_PUBLIC_TOKEN}`,
      headers: { 'accept-language': 'fr-CA,fr;q=0.9' },
      remoteAddress: '10.0.0.9',
    });
    const wheel = (response.json() as Body<ContestWheel>).data;
    expect(wheel.name).toBe('Roue quotidienne gratuite');
    expect(wheel.segments.map((s) => s.text)).toEqual(['Presque\u00a0!', '5 points', '15 points', 'Tour gratuit']);
  });

  it('answers 404 to an unknown token and 400 to a malformed one', async () => {
    const unknown = await call('GET', 'no-such-token-0123456789', undefined, '10.0.0.3');
    expect(unknown).toMatchObject({ status: 404, body: { message: 'This contest link is not valid.' } });
    expect((await call('POST', 'no-such-token-0123456789', {}, '10.0.0.3')).status).toBe(404);
    expect((await call('GET', '<script>', undefined, '10.0.0.3')).status).toBe(400);
  });

  it("does not show one link's spin to another link", async () => {
    const id = await newContest(t.db, { pointRequired: 0 });
    const mine = await createPublicLink(t.db, id, 2, 'ops');
    const theirs = await createPublicLink(t.db, id, 2, 'ops');
    const started = await call<SpinStarted>('POST', mine, {}, '10.0.0.4');
    const peek = await call('PUT', theirs, { contestHistoryId: started.body.data.contestHistoryId }, '10.0.0.4');
    expect(peek.status).toBe(404);
  });

  it('is rate limited per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) statuses.push((await call('GET', DEMO_PUBLIC_TOKEN, undefined, '10.0.0.5')).status);
    expect(statuses.slice(0, 12).every((status) => status === 200)).toBe(true);
    expect(statuses[12]).toBe(429);
    expect((await call('GET', DEMO_PUBLIC_TOKEN, undefined, '10.0.0.6')).status).toBe(200);
  });
});
