import Fastify from 'fastify';
import jwt from 'jsonwebtoken';
import { firstScreenRead, registerAuthentication } from '../../http/authenticate';
import { hashPassword } from '../../platform/secrets';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
});
afterAll(() => t.close());

const unauthorized = { httpCode: 401, code: 'request.unauthorized', message: 'Unauthorized.' };
/** The calls the four member list routes declare (their remotes' routes.ts), which a first screen makes. */
const FIRST_SCREEN_CALLS = [
  '/s1/activity?page=0&limit=100',
  '/s1/userportal/rewardlist?page=0&limit=8',
  '/s1/contest?page=0&limit=8',
  '/s1/support/ticket?page=0&limit=5000',
];

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers });

/** The page cookie an answer set, with its attributes, or undefined. */
function pageCookieOf(response: { cookies: { name: string; value: string }[] }) {
  return response.cookies.find((cookie) => cookie.name === 'portal_page');
}

/** Signs a new member in through the API, OTP step included: the answer that carries the tokens. */
async function signIn() {
  const email = `page-${Date.now()}-${Math.random()}@store.example`;
  await t.db.query(`insert into member (email, password_hash, status, first_name) values ($1, $2, 'active', 'Alex')`, [
    email,
    await hashPassword('Right#Pass1'),
  ]);
  const first = await post('/s2/auth/signin', { username: email, password: 'Right#Pass1' });
  const attempt = first.json<{ httpCode: number; data: unknown }>();
  if (attempt.httpCode === 200) return { email, first, answer: first };
  expect(pageCookieOf(first)).toBeUndefined();
  const { text_body } = await t.db.one<{ text_body: string }>(
    'select text_body from mail_outbox where to_address = $1 order by id desc limit 1',
    [email],
  );
  const answer = await post('/s2/auth/verification', { data: attempt.data, otp: /(\d{6})/.exec(text_body)![1] });
  return { email, first, answer };
}

async function session() {
  const { email, answer } = await signIn();
  const tokens = answer.json<{ data: { accessToken: string; refreshToken: string } }>().data;
  return { email, ...tokens, page: pageCookieOf(answer)!.value };
}

describe('the page credential (docs/decisions.md 144)', () => {
  it('comes with a sign-in as an HttpOnly, same-site-only cookie of the whole site, as long-lived as the access token', async () => {
    const { answer } = await signIn();
    expect(answer.statusCode).toBe(200);
    expect(pageCookieOf(answer)).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', maxAge: 900 });
    expect(pageCookieOf(answer)).not.toHaveProperty('secure');
    const claims = jwt.decode(pageCookieOf(answer)!.value) as jwt.JwtPayload;
    const access = jwt.decode(answer.json<{ data: { accessToken: string } }>().data.accessToken) as jwt.JwtPayload;
    expect(claims).toMatchObject({ aud: 'first-screen', sub: access.sub, sid: access.sid });
    expect(claims.exp! - claims.iat!).toBe(900);
  });

  it('is Secure when the portal was reached over HTTPS, as its proxy reports', async () => {
    const { refreshToken } = await session();
    const answer = await post('/s2/auth/refreshtoken', { refreshToken }, { 'x-forwarded-proto': 'https' });
    expect(pageCookieOf(answer)).toMatchObject({ secure: true, httpOnly: true });
  });

  it('reads the calls a first screen makes, with the member’s own answers', async () => {
    const one = await session();
    const other = await session();
    const subject = 'My parcel <script>alert(1)</script>';
    await post('/s1/support/ticket', { subject, message: 'It never came.' }, bearer(one.accessToken));
    for (const url of FIRST_SCREEN_CALLS) {
      const byPage = await get(url, bearer(one.page));
      expect({ url, status: byPage.statusCode }).toEqual({ url, status: 200 });
      expect(byPage.json()).toEqual((await get(url, bearer(one.accessToken))).json());
    }
    const subjects = async (token: string) =>
      (await get(FIRST_SCREEN_CALLS[3]!, bearer(token))).json<{ data: { content: { subject: string }[] } }>().data
        .content;
    expect((await subjects(one.page)).map((ticket) => ticket.subject)).toEqual([subject]);
    expect(await subjects(other.page)).toEqual([]);
  });

  it('reads nothing else and writes nothing: every other member call answers 401', async () => {
    const { page } = await session();
    for (const url of [
      '/s1/points/pointbalance',
      '/s1/points/myreward',
      '/s1/notification',
      '/s1/points/points-history',
    ])
      expect({ url, body: (await get(url, bearer(page))).json() }).toEqual({ url, body: unauthorized });
    const ticket = await post('/s1/support/ticket', { subject: 'Hi', message: 'Hello' }, bearer(page));
    expect(ticket.json()).toEqual(unauthorized);
    const survey = await post('/s1/identities/intake-survey', { gender: 1 }, bearer(page));
    expect(survey.json()).toEqual(unauthorized);
  });

  it('is never taken from the cookie itself: the API reads only the Authorization header', async () => {
    const { page } = await session();
    const response = await get(FIRST_SCREEN_CALLS[0]!, { cookie: `portal_page=${page}` });
    expect(response.json()).toEqual(unauthorized);
  });

  it('comes anew with each refresh, and logout clears it and ends it with the session', async () => {
    const { refreshToken, page } = await session();
    const refreshed = await post('/s2/auth/refreshtoken', { refreshToken });
    const next = pageCookieOf(refreshed)!;
    expect(next.value).toMatch(/^ey/);
    const nextRefresh = refreshed.json<{ data: { refreshToken: string } }>().data.refreshToken;
    const logout = await post('/s2/auth/logout', { refreshToken: nextRefresh });
    expect(pageCookieOf(logout)).toMatchObject({ value: '', maxAge: 0, path: '/' });
    for (const token of [page, next.value])
      expect((await get(FIRST_SCREEN_CALLS[0]!, bearer(token))).json()).toEqual(unauthorized);
  });

  it('is cleared by a refresh that finds the session ended', async () => {
    const answer = await post('/s2/auth/refreshtoken', { refreshToken: 'made-up' });
    expect(answer.statusCode).toBe(401);
    expect(pageCookieOf(answer)).toMatchObject({ value: '', maxAge: 0 });
  });

  it('is refused once expired, forged or made for another audience', async () => {
    const { page, accessToken } = await session();
    const claims = jwt.decode(page) as jwt.JwtPayload;
    const expired = jwt.sign({ ...claims, iat: claims.iat! - 1000, exp: claims.exp! - 1000 }, t.config.jwtSecret);
    const forged = jwt.sign(claims, 'not-the-secret');
    const otherAudience = jwt.sign({ ...claims, aud: 'something-else' }, t.config.jwtSecret);
    for (const token of [expired, forged, otherAudience])
      expect((await get(FIRST_SCREEN_CALLS[0]!, bearer(token))).json()).toEqual(unauthorized);
    expect((await get('/s1/points/pointbalance', bearer(accessToken))).statusCode).toBe(200);
  });

  it('stops the API at start-up when a route of another method than GET would take it', async () => {
    const app = Fastify();
    registerAuthentication(app, 'secret', async () => true);
    expect(() => app.post('/write', { preHandler: firstScreenRead }, async () => 'done')).toThrow(
      'POST /write is a write: the page credential reads only',
    );
  });
});
