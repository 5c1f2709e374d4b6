import type { Envelope, NotificationPage, PortalNotification } from '@portal/kit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db';
import { signedInMember } from '../../test/member';
import { type TestApp, createTestApp } from '../../test/test-app';
import { inEveryLanguage, sendNotification } from '.';

let t: TestApp;
let db: Db;
let app: FastifyInstance;
let dana: string;
let eli: string;

const tokens = new Map<string, string>();
const addMember = async (email: string) => {
  const member = await signedInMember(t, { email });
  tokens.set(member.id, member.accessToken);
  return member.id;
};
const auth = (memberId: string) => ({ authorization: `Bearer ${tokens.get(memberId)}` });
const list = async (memberId: string, query = '') => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/s1/notification?page=0&limit=5000${query}`,
    headers: auth(memberId),
  });
  return { status: response.statusCode, body: response.json<Envelope<NotificationPage>>() };
};
const mark = (memberId: string, uuid: string, payload: object) =>
  app.inject({ method: 'PUT', url: `/api/s1/notification/${uuid}`, headers: auth(memberId), payload });

beforeAll(async () => {
  t = await createTestApp();
  ({ db, app } = t);
  dana = await addMember('dana@example.com');
  eli = await addMember('eli@example.com');
});
afterAll(() => t.close());

test('a member sees their own notifications and the broadcasts, newest first, never another member’s', async () => {
  await sendNotification(db, { to: { email: 'dana@example.com' }, type: 'web', shortMessage: 'For Dana' });
  await sendNotification(db, {
    to: 'all',
    type: 'popup',
    shortMessage: 'For everyone',
    richTextMsg: '<b>Hi</b>',
    route: '/rewards',
  });
  await sendNotification(db, { to: { email: 'eli@example.com' }, type: 'web', shortMessage: 'For Eli' });

  const forDana = await list(dana);
  expect(forDana.status).toBe(200);
  expect(forDana.body.data?.content.map((n) => n.shortMessage)).toEqual(['For everyone', 'For Dana']);
  expect(forDana.body.data?.metaData.totalRecs).toBe(2);
  expect(forDana.body.data?.content[0]).toEqual({
    uuid: expect.any(String),
    type: 'popup',
    richTextMsg: '<b>Hi</b>',
    shortMessage: 'For everyone',
    route: '/rewards',
    createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    isRead: false,
  });
  expect((await list(eli)).body.data?.content.map((n) => n.shortMessage)).toEqual(['For Eli', 'For everyone']);
});

test('date returns only what is newer than the newest known, never the newest again', async () => {
  const newest = (await list(dana)).body.data!.content[0]!;
  expect((await list(dana, `&date=${encodeURIComponent(newest.createdAt)}`)).body.data?.content).toEqual([]);
  await sendNotification(db, { to: { email: 'dana@example.com' }, type: 'web', shortMessage: 'Later' });
  const since = await list(dana, `&date=${Date.parse(newest.createdAt)}`);
  expect(since.body.data?.content.map((n) => n.shortMessage)).toEqual(['Later']);
});

test('paging and bad queries', async () => {
  const second = await app.inject({ method: 'GET', url: '/api/s1/notification?page=1&limit=1', headers: auth(dana) });
  const body = second.json<Envelope<NotificationPage>>();
  expect(body.data?.content).toHaveLength(1);
  expect(body.data?.metaData.totalRecs).toBe(3);
  const badDate = await list(dana, '&date=yesterday');
  expect(badDate.status).toBe(400);
  expect(badDate.body.errors).toEqual([
    {
      type: 'date',
      code: 'notification.invalidDate',
      message: 'date must be an ISO 8601 instant or epoch milliseconds.',
    },
  ]);
  // A year PostgreSQL's timestamp cannot hold is the same 400, not a database error.
  for (const date of ['-010000-01-01T00:00:00Z', '+275760-09-13T00:00:00Z', '8640000000000000'])
    expect((await list(dana, `&date=${encodeURIComponent(date)}`)).status).toBe(400);
  const tooMany = await app.inject({ method: 'GET', url: '/api/s1/notification?limit=5001', headers: auth(dana) });
  expect(tooMany.statusCode).toBe(400);
});

test('marking read is per member, even for a broadcast', async () => {
  const broadcast = (await list(dana)).body.data!.content.find((n) => n.shortMessage === 'For everyone')!;
  const response = await mark(dana, broadcast.uuid, { isRead: true });
  expect(response.statusCode).toBe(200);
  expect(response.json<Envelope<PortalNotification>>().data).toMatchObject({ uuid: broadcast.uuid, isRead: true });
  expect((await mark(dana, broadcast.uuid, { isRead: true })).statusCode).toBe(200);
  expect((await list(dana)).body.data?.content.find((n) => n.uuid === broadcast.uuid)?.isRead).toBe(true);
  expect((await list(eli)).body.data?.content.find((n) => n.uuid === broadcast.uuid)?.isRead).toBe(false);
  const unread = await mark(dana, broadcast.uuid, { isRead: false });
  expect(unread.json<Envelope<PortalNotification>>().data?.isRead).toBe(false);
});

test('a member can never read or mark another member’s notification', async () => {
  const elis = (await list(eli)).body.data!.content.find((n) => n.shortMessage === 'For Eli')!;
  const response = await mark(dana, elis.uuid, { isRead: true });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ httpCode: 404, code: 'notification.notFound', message: 'Notification not found.' });
  expect((await list(eli)).body.data?.content.find((n) => n.uuid === elis.uuid)?.isRead).toBe(false);
});

test('anonymous calls get 401 and bad bodies 400, changing nothing', async () => {
  expect((await app.inject({ method: 'GET', url: '/api/s1/notification' })).statusCode).toBe(401);
  const mine = (await list(dana)).body.data!.content[0]!;
  expect(
    (await app.inject({ method: 'PUT', url: `/api/s1/notification/${mine.uuid}`, payload: { isRead: true } }))
      .statusCode,
  ).toBe(401);
  expect((await mark(dana, mine.uuid, { isRead: 'yes' })).statusCode).toBe(400);
  expect((await mark(dana, 'not-a-uuid', { isRead: true })).statusCode).toBe(400);
  expect((await list(dana)).body.data?.content[0]?.isRead).toBe(false);
});

test('the operator cannot address an unknown member', async () => {
  await expect(
    sendNotification(db, { to: { email: 'nobody@example.com' }, type: 'web', shortMessage: 'x' }),
  ).rejects.toThrow('No member with the e-mail nobody@example.com.');
});

test('a message the API writes is shown in the reader’s language, an operator’s as the operator wrote it', async () => {
  const greeting = inEveryLanguage((language) => ({ en: 'Hello', fr: 'Bonjour', es: 'Hola' })[language]);
  expect(greeting).toEqual({ shortMessage: 'Hello', texts: { en: 'Hello', fr: 'Bonjour', es: 'Hola' } });
  await sendNotification(db, { to: { email: 'dana@example.com' }, type: 'web', ...greeting });
  await sendNotification(db, { to: { email: 'dana@example.com' }, type: 'web', shortMessage: 'Nouveau : la roue' });

  const read = async (language: string) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/s1/notification?page=0&limit=2',
      headers: { ...auth(dana), 'accept-language': language },
    });
    return response.json<Envelope<NotificationPage>>().data!.content.map((n) => n.shortMessage);
  };
  expect(await read('fr-FR,fr;q=0.9')).toEqual(['Nouveau : la roue', 'Bonjour']);
  expect(await read('es')).toEqual(['Nouveau : la roue', 'Hola']);
  expect(await read('de-DE')).toEqual(['Nouveau : la roue', 'Hello']);

  const hello = (await list(dana)).body.data!.content.find((n) => n.shortMessage === 'Hello')!;
  const marked = await app.inject({
    method: 'PUT',
    url: `/api/s1/notification/${hello.uuid}`,
    headers: { ...auth(dana), 'accept-language': 'es' },
    payload: { isRead: true },
  });
  expect(marked.json<Envelope<PortalNotification>>().data).toMatchObject({ shortMessage: 'Hola', isRead: true });
});
