import { hashPassword } from '../../platform/secrets';
import { onceNotified } from '../../test/revocation';
import { postJson } from '../../test/requests';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MemberStatusError, reinstateMember, statusChanges, suspendMember } from './operator';

// An operator's suspension and reinstatement (docs/product/identity.md, Member states), on PGlite and
// PostgreSQL: the member's sessions end, sign-in is refused, and each change records who made it and why.
let t: TestApp;

beforeAll(async () => {
  process.env.AUTH_RATE_LIMIT_PER_MINUTE = '1000';
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, token?: string) => postJson(t.app, url, payload, token);

async function memberWithPassword(email: string, status = 'active') {
  await t.db.query(`insert into member (email, password_hash, status, first_name) values ($1, $2, $3, 'Sam')`, [
    email,
    await hashPassword('Right#Pass1'),
    status,
  ]);
}

/** A signed-in session, through the password and the mailed code. */
async function signIn(email: string) {
  const first = await post('/s2/auth/signin', { username: email, password: 'Right#Pass1' });
  if (first.body.httpCode !== 204) return first;
  const { text_body: mail } = await t.db.one<{ text_body: string }>(
    'select text_body from mail_outbox where to_address = $1 order by id desc limit 1',
    [email],
  );
  return post('/s2/auth/verification', { data: first.body.data as string, otp: /(\d{6})/.exec(mail)![1]! });
}

const balance = (accessToken: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/s1/points/pointbalance',
    headers: { authorization: `Bearer ${accessToken}` },
  });

describe('an operator suspends and reinstates a member', () => {
  it('ends the sessions and refuses sign-in, then lets the member in again; both recorded', async () => {
    const email = 'suspend.me@store.example';
    await memberWithPassword(email);
    const session = (await signIn(email)).body.data as { accessToken: string; refreshToken: string };
    expect((await balance(session.accessToken)).statusCode).toBe(200);

    await suspendMember(t.db, { email: 'SUSPEND.me@store.example ', reason: 'Chargeback fraud', operator: 'Sam' });
    expect(await onceNotified(() => balance(session.accessToken))).toMatchObject({ httpCode: 401 });
    expect((await post('/s2/auth/refreshtoken', { refreshToken: session.refreshToken })).status).toBe(401);
    expect((await signIn(email)).body).toMatchObject({ httpCode: 403, code: 'member.suspended' });

    expect(await reinstateMember(t.db, { email, reason: 'Bank confirmed the payment', operator: 'Ana' })).toBe(
      'active',
    );
    expect((await signIn(email)).body).toMatchObject({ httpCode: 200 });
    // The session suspension ended stays ended.
    expect((await post('/s2/auth/refreshtoken', { refreshToken: session.refreshToken })).status).toBe(401);
    expect(await statusChanges(t.db, email)).toEqual([
      expect.objectContaining({
        from_status: 'active',
        to_status: 'suspended',
        operator: 'Sam',
        reason: 'Chargeback fraud',
      }),
      expect.objectContaining({ from_status: 'suspended', to_status: 'active', operator: 'Ana' }),
    ]);
  });

  it('gives back an unconfirmed member unconfirmed, so reinstating never skips the e-mail confirmation', async () => {
    const email = 'never.confirmed@store.example';
    await memberWithPassword(email, 'unconfirmed');
    await suspendMember(t.db, { email, reason: 'Duplicate account', operator: 'Sam' });
    expect(await reinstateMember(t.db, { email, reason: 'Not a duplicate', operator: 'Sam' })).toBe('unconfirmed');
    expect((await signIn(email)).body).toMatchObject({ httpCode: 406 });
  });

  it('refuses an unknown member, a second suspension and reinstating a member who is not suspended; changes nothing', async () => {
    const email = 'twice@store.example';
    await memberWithPassword(email);
    const change = { email, reason: 'x', operator: 'Sam' };
    await expect(suspendMember(t.db, { ...change, email: 'nobody@store.example' })).rejects.toThrow(
      new MemberStatusError('No member with the e-mail nobody@store.example.'),
    );
    await expect(reinstateMember(t.db, change)).rejects.toThrow(`${email} is not suspended.`);
    await suspendMember(t.db, change);
    await expect(suspendMember(t.db, change)).rejects.toThrow(`${email} is already suspended.`);
    expect(await statusChanges(t.db, email)).toHaveLength(1);
  });

  it('suspends once when two operators suspend at the same time', async () => {
    const email = 'raced@store.example';
    await memberWithPassword(email);
    const results = await Promise.allSettled(
      ['Sam', 'Ana'].map((operator) => suspendMember(t.db, { email, reason: 'Abuse', operator })),
    );
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await statusChanges(t.db, email)).toHaveLength(1);
  });
});
