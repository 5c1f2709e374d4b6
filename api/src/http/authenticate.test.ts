import { setTimeout } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { REFRESH_REUSE_SECONDS, createSessionIssuer } from '../modules/auth';
import { signedInMember } from '../test/member';
import { createTestApp, type TestApp } from '../test/test-app';
import { onceNotified } from '../test/revocation';
import { openSecondHandle, terminateListeners } from '../test/test-db';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const unauthorized = { httpCode: 401, code: 'request.unauthorized', message: 'Unauthorized.' };

describe('member routes authenticate before they validate', () => {
  it('answers an anonymous request with a malformed id 401, not a 400 that describes the schema', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/s2/identities/not-a-uuid' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthorized);
  });

  it('answers an anonymous request with a malformed or invalid body 401', async () => {
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/s1/identities/intake-survey',
      payload: { gender: 9 },
    });
    expect(invalid.json()).toEqual(unauthorized);
    const notJson = await t.app.inject({
      method: 'PUT',
      url: '/api/s1/user/not-a-uuid',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(notJson.json()).toEqual(unauthorized);
  });
});

const onPostgres = process.env.TEST_DATABASE === 'postgres';

/** A new session of a new member, already answered (hence remembered as allowed) once by `app`. */
async function startSession(app: FastifyInstance = t.app) {
  const member = await signedInMember(t);
  const tokens = await createSessionIssuer(t.db, t.config.jwtSecret, async () => 1).start(member.id);
  const balanceOn = (on: FastifyInstance) => () =>
    on.inject({ url: '/api/s1/points/pointbalance', headers: { authorization: `Bearer ${tokens.accessToken}` } });
  const balance = balanceOn(app);
  expect((await balance()).statusCode).toBe(200);
  const { id: sessionId } = await t.db.one<{ id: string }>(
    'select family_id as id from refresh_token where member_id = $1',
    [member.id],
  );
  return { member, tokens, sessionId, balance, balanceOn };
}

describe('member routes refuse a token whose access has ended, although it was just allowed', () => {
  it('after logout with the refresh token', async () => {
    const { tokens, balance } = await startSession();
    const payload = { refreshToken: tokens.refreshToken };
    expect((await t.app.inject({ method: 'POST', url: '/api/s2/auth/logout', payload })).statusCode).toBe(200);
    expect((await balance()).json()).toEqual(unauthorized);
  });

  it('after logout of every session with only the access token', async () => {
    const { tokens, balance } = await startSession();
    const headers = { authorization: `Bearer ${tokens.accessToken}` };
    await t.app.inject({ method: 'POST', url: '/api/s2/auth/logout', headers, payload: {} });
    expect((await balance()).json()).toEqual(unauthorized);
  });

  it('after its refresh token was used twice (two holders), past the reuse interval', async () => {
    const { tokens, balance } = await startSession();
    const refresh = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/s2/auth/refreshtoken',
        payload: { refreshToken: tokens.refreshToken },
      });
    expect((await refresh()).statusCode).toBe(200);
    await t.db.query(
      'update refresh_token set rotated_at = now() - make_interval(secs => $1) where rotated_at is not null',
      [REFRESH_REUSE_SECONDS + 1],
    );
    expect((await refresh()).statusCode).toBe(401);
    expect((await balance()).json()).toEqual(unauthorized);
  });

  it('once an operator revokes the session in SQL, on another connection', async () => {
    const { sessionId, balance } = await startSession();
    await t.db.query('update refresh_token set revoked_at = now() where family_id = $1', [sessionId]);
    expect(await onceNotified(balance)).toEqual(unauthorized);
  });

  it('once the member is suspended in SQL, and still after reinstatement: suspension ends the sessions', async () => {
    const { member, balance } = await startSession();
    await t.db.query(`update member set status = 'suspended' where id = $1`, [member.id]);
    expect(await onceNotified(balance)).toEqual(unauthorized);
    await t.db.query(`update member set status = 'active' where id = $1`, [member.id]);
    expect((await balance()).json()).toEqual(unauthorized);
  });

  it('on a second API instance of the same database, after logout on the first', async () => {
    const db = await openSecondHandle(t.db);
    const other = buildApp({ db, config: t.config });
    try {
      const { tokens, balance, balanceOn } = await startSession();
      const onOther = balanceOn(other);
      expect((await onOther()).statusCode).toBe(200);
      const payload = { refreshToken: tokens.refreshToken };
      expect((await t.app.inject({ method: 'POST', url: '/api/s2/auth/logout', payload })).statusCode).toBe(200);
      expect((await balance()).json()).toEqual(unauthorized);
      expect(await onceNotified(onOther)).toEqual(unauthorized);
    } finally {
      await other.close();
      await db.close();
    }
  });
});

// PGlite runs in this process: it has no connection to lose, so these exist only on PostgreSQL.
if (onPostgres) {
  describe('when the revocation listener loses its connection', () => {
    const listenerPids = () =>
      t.db.query<{ pid: number }>(
        `select pid from pg_stat_activity
        where application_name = current_schema() and query ilike 'listen %' and state = 'idle'`,
      );
    const until = async (condition: () => Promise<boolean>) => {
      const deadline = Date.now() + 10_000;
      while (!(await condition())) {
        if (Date.now() > deadline) throw new Error('Timed out.');
        await setTimeout(20);
      }
    };

    it('asks the database until it listens again, then forgets what it remembered (notifications were missed)', async () => {
      const { sessionId, balance } = await startSession();
      const [before] = await listenerPids();
      expect(before).toBeDefined();
      expect(await terminateListeners(t.db)).toBe(1);
      await until(async () => (await listenerPids()).length === 0);
      await setTimeout(50);
      // Nobody of this process hears this revocation.
      await t.db.query('update refresh_token set revoked_at = now() where family_id = $1', [sessionId]);
      expect((await balance()).json()).toEqual(unauthorized);
      await until(async () => (await listenerPids()).some(({ pid }) => pid !== before?.pid));
      await setTimeout(50);
      expect((await balance()).json()).toEqual(unauthorized);
    });
  });
}
