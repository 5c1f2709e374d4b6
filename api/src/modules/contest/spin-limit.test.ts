import { signedInMember } from '../../test/member';
import { createTestApp, type TestApp } from '../../test/test-app';
import { givePoints, newContest, pointsOf } from '../../test/contests';

// A script spinning through the API is held to a member's pace; its refused spins cost nothing.
let t: TestApp;

beforeAll(async () => {
  process.env.CONTEST_SPIN_RATE_LIMIT_PER_MINUTE = '3';
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
  delete process.env.CONTEST_SPIN_RATE_LIMIT_PER_MINUTE;
});

it('answers 429 past the per-member limit of spin starts, charges nothing for it, and leaves other members free', async () => {
  const contestId = await newContest(t.db, { pointRequired: 10 });
  const scripted = await signedInMember(t);
  await givePoints(t.db, scripted.id, 100);
  const start = (member: typeof scripted) =>
    member.inject({ method: 'POST', url: '/s1/contest/spin', payload: { contestId } });

  const statuses = [];
  for (let i = 0; i < 4; i++) statuses.push((await start(scripted)).statusCode);
  expect(statuses).toEqual([201, 201, 201, 429]);
  expect((await start(scripted)).json()).toMatchObject({ httpCode: 429, code: 'request.tooManyAttempts' });
  expect(await pointsOf(t.db, scripted.id)).toEqual({ balance: 70, ledger: 70 });

  // Per member, not per address: a second member on the same network spins on.
  const neighbour = await signedInMember(t);
  await givePoints(t.db, neighbour.id, 100);
  expect((await start(neighbour)).statusCode).toBe(201);
});
