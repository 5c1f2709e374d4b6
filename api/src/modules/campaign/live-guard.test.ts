import { signedInMember, type SignedInMember } from '../../test/member';
import { createTestApp, type TestApp } from '../../test/test-app';
import { givePoints, newContest, pointsOf } from '../../test/contests';
import { updateState, updateStatus } from './repository';

// A member's token outlives the campaign's live days: the API refuses what earns or spends points
// while the campaign is closed, as the shell's guard hides it (decision 11, docs/product/campaign.md).
let t: TestApp;
let member: SignedInMember;
let contestId: string;

beforeAll(async () => {
  t = await createTestApp();
  member = await signedInMember(t);
  await givePoints(t.db, member.id, 100);
  contestId = await newContest(t.db, { pointRequired: 10 });
});

afterAll(async () => {
  await updateState(t.db, 'demo', 'active', 'test');
  await updateStatus(t.db, 'demo', 'active', 'test');
  await t.close();
});

const spin = () => member.inject({ method: 'POST', url: '/s1/contest/spin', payload: { contestId } });
const codes = () =>
  member.inject({ method: 'POST', url: '/s1/package/validatecode', payload: { codes: [{ code: '75799823' }] } });
const streak = () => member.inject({ method: 'GET', url: '/s1/user/web-streak-count' });
const answer = (response: { statusCode: number; json: () => unknown }) => ({
  status: response.statusCode,
  code: (response.json() as { code?: string }).code,
});

it('refuses spins, codes and the streak while the campaign has ended or not started, and under maintenance; reads go on', async () => {
  await updateState(t.db, 'demo', 'expired', 'test');
  for (const call of [spin, codes, streak])
    expect(answer(await call())).toEqual({ status: 403, code: 'campaign.ended' });
  expect((await spin()).json()).toMatchObject({ message: 'This promotion has ended.' });
  expect((await member.inject({ method: 'GET', url: '/s1/userportal/rewardlist' })).statusCode).toBe(200);

  await updateState(t.db, 'demo', 'coming', 'test');
  expect(answer(await spin())).toEqual({ status: 403, code: 'campaign.notStarted' });

  await updateState(t.db, 'demo', 'active', 'test');
  await updateStatus(t.db, 'demo', 'maintenance', 'test');
  expect(answer(await codes())).toEqual({ status: 503, code: 'campaign.maintenance' });
  expect(await pointsOf(t.db, member.id)).toEqual({ balance: 100, ledger: 100 });

  await updateStatus(t.db, 'demo', 'active', 'test');
  expect((await spin()).statusCode).toBe(201);
  expect(await pointsOf(t.db, member.id)).toEqual({ balance: 90, ledger: 90 });
});

it('answers an anonymous caller 401 before the campaign or the body is looked at', async () => {
  await updateState(t.db, 'demo', 'expired', 'test');
  const anonymous = await t.app.inject({ method: 'POST', url: '/api/s1/contest/spin', payload: { contestId: 'x' } });
  expect(anonymous.statusCode).toBe(401);
  await updateState(t.db, 'demo', 'active', 'test');
});
