import type { Activity, ActivityPage, ActivityPortalPage, Envelope } from '@portal/kit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db';
import { signAccessToken } from '../../http/authenticate';
import { type SignedInMember, signedInMember } from '../../test/member';
import { type TestApp, createTestApp } from '../../test/test-app';
import { ACTION_TYPES } from './schema';
import { DEMO_ACTIVITIES } from './demo-activities';
import { seedDemoActivities } from './seed';

const HOME_TYPES = 'view,survey,refer,read,share,games,click,login-n-earn';
let db: Db;
let app: FastifyInstance;
let t: TestApp;
let member: SignedInMember;

const auth = () => ({ authorization: `Bearer ${member.accessToken}` });
async function get<T>(url: string, headers: Record<string, string> = auth()) {
  const response = await app.inject({ method: 'GET', url: `/api${url}`, headers });
  return { status: response.statusCode, body: response.json<Envelope<T>>() };
}
const portal = (query: string) => get<ActivityPortalPage>(`/s1/activity/portal?${query}`);

beforeAll(async () => {
  t = await createTestApp();
  ({ db, app } = t);
  member = await signedInMember(t, { email: 'dana@example.com' });
});
afterAll(() => t.close());

describe('the demo activities', () => {
  test('cover every actionType, each with a card image the API serves', async () => {
    const { body } = await get<ActivityPage>('/s1/activity?page=0&limit=100');
    expect(new Set(body.data?.content.map((a) => a.actionType))).toEqual(new Set(ACTION_TYPES));
    for (const activity of body.data?.content ?? []) {
      const image = await app.inject({ method: 'GET', url: activity.cardHeaderImage });
      expect([activity.cardHeaderImage, image.statusCode]).toEqual([activity.cardHeaderImage, 200]);
      expect(image.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(image.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
  });

  test('are seeded once: seeding again adds nothing', async () => {
    expect(await seedDemoActivities(db)).toBe(0);
    const { body } = await get<ActivityPage>('/s1/activity?page=0&limit=100');
    expect(body.data?.metaData.totalRecs).toBe(DEMO_ACTIVITIES.length);
  });

  test('an unknown image is a 404 envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/s1/activity/images/nothing.svg' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ httpCode: 404, code: 'activity.imageNotFound', message: 'Image not found.' });
  });
});

describe('GET /s1/activity/portal (home earn list)', () => {
  test('pages 4 at a time through the home types and reports the end', async () => {
    const homeTotal = DEMO_ACTIVITIES.filter((a) => a.actionType !== 'upload').length;
    const pages = [];
    const pageCount = Math.ceil(homeTotal / 4);
    for (let page = 1; page <= pageCount; page += 1) {
      const { status, body } = await portal(`page=${page}&limit=4&types=${HOME_TYPES}`);
      expect(status).toBe(200);
      pages.push(body.data!);
    }
    const sizes = Array.from({ length: pageCount }, (_, i) => Math.min(4, homeTotal - i * 4));
    expect(pages.map((p) => p.content.length)).toEqual(sizes);
    expect(pages.map((p) => p.end)).toEqual(sizes.map((_, i) => i === pageCount - 1));
    expect(pages.every((p) => p.metaData.totalRecs === homeTotal)).toBe(true);
    const ids = pages.flatMap((p) => p.content.map((a) => a.id));
    expect(new Set(ids).size).toBe(homeTotal);
    expect(pages.flatMap((p) => p.content).some((a) => a.actionType === 'upload')).toBe(false);
  });

  test('answers in the contract shape, with tierPoints and HTML titles as stored', async () => {
    const { body } = await portal('page=1&limit=1&types=view');
    expect(body).toEqual({
      httpCode: 200,
      data: {
        content: [
          {
            id: expect.any(String),
            title: 'Watch: <em>Getting Started</em> with Your Device',
            description: expect.stringContaining('guide'),
            points: 25,
            isTierEnabled: true,
            tierPoints: 30,
            actionType: 'view',
            channel: 'youtube',
            data: 'M7lc1UVf-VE',
            cardHeaderImage: '/api/s1/activity/images/video.svg',
            minimumActivityDuration: 120,
            times: 1,
            activityEventId: null,
            activityData: {},
          },
        ],
        metaData: { totalRecs: 3 },
        end: false,
      },
    });
  });

  test('defaults to page 1 of 4 over every type, and a page past the end is empty and ended', async () => {
    const first = await portal('');
    expect(first.body.data?.content).toHaveLength(4);
    expect(first.body.data?.metaData.totalRecs).toBe(DEMO_ACTIVITIES.length);
    const past = await portal('page=9');
    expect(past.body.data).toMatchObject({ content: [], end: true });
  });

  test('is for members only', async () => {
    const anonymous = await get('/s1/activity/portal?page=1', {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ httpCode: 401, code: 'request.unauthorized', message: 'Unauthorized.' });
    const forged = await get('/s1/activity/portal?page=1', {
      authorization: `Bearer ${signAccessToken('another-secret', { id: member.id, tier: 1 })}`,
    });
    expect(forged.status).toBe(401);
  });

  test.each([
    ['page=0', 'page'],
    ['page=x', 'page'],
    ['limit=101', 'limit'],
    ['limit=0', 'limit'],
    ['types=view,movies', 'types'],
    ['types=', 'types'],
  ])('rejects %s with a 400 naming the field', async (query, field) => {
    const { status, body } = await portal(query);
    expect(status).toBe(400);
    expect(body.message).toBe('Invalid request.');
    expect(body.errors?.map((e) => e.message.split(':')[0])).toEqual([field]);
  });
});

describe('GET /s1/activity (earn-points list)', () => {
  test('pages from 0 and filters by actionType', async () => {
    const first = await get<ActivityPage>('/s1/activity?page=0&limit=3');
    const second = await get<ActivityPage>('/s1/activity?page=1&limit=3');
    expect(first.body.data?.content).toHaveLength(3);
    expect(second.body.data?.content[0]?.id).not.toBe(first.body.data?.content[0]?.id);
    const reads = await get<ActivityPage>('/s1/activity?page=0&limit=100&actionType=read,upload');
    expect(reads.body.data?.content.map((a) => a.actionType).sort()).toEqual(['read', 'read', 'upload']);
    expect(reads.body.data?.metaData.totalRecs).toBe(3);
  });

  test('is for members only and validates its query', async () => {
    expect((await get('/s1/activity', {})).status).toBe(401);
    const bad = await get('/s1/activity?page=-1&actionType=nope');
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((e) => e.message.split(':')[0]).sort()).toEqual(['actionType', 'page']);
  });
});

describe('GET /s1/activity/{id}', () => {
  test('answers one activity, 404 for an unknown id and 400 for a malformed one', async () => {
    const { body } = await get<ActivityPage>('/s1/activity?page=0&limit=1');
    const activity = body.data!.content[0]!;
    const one = await get<Activity>(`/s1/activity/${activity.id}`);
    expect(one.body).toEqual({ httpCode: 200, data: activity });

    const missing = await get(`/s1/activity/00000000-0000-4000-8000-000000000000`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Activity not found');
    const malformed = await get('/s1/activity/12');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors?.[0]?.message).toBe('id: must be a valid UUID');
    expect((await get(`/s1/activity/${activity.id}`, {})).status).toBe(401);
  });

  test('hides an activity the operator switched off', async () => {
    const { body } = await get<ActivityPage>('/s1/activity?page=0&limit=100&actionType=games');
    const games = body.data!.content[0]!;
    await db.query('update activity set active = false where id = $1', [games.id]);
    expect((await get(`/s1/activity/${games.id}`)).status).toBe(404);
    const after = await get<ActivityPage>('/s1/activity?page=0&limit=100&actionType=games');
    expect(after.body.data).toEqual({ content: [], metaData: { totalRecs: 0 } });
    await db.query('update activity set active = true where id = $1', [games.id]);
  });
});

describe("texts in the member's language (Accept-Language, as the portal's language switcher sends it)", () => {
  const inLanguage = (language: string) => ({ ...auth(), 'accept-language': language });
  const list = async (language: string, query = 'page=0&limit=100') =>
    (await get<ActivityPage>(`/s1/activity?${query}`, inLanguage(language))).body.data!.content;

  test('French and Spanish requests read French and Spanish titles, descriptions and share texts', async () => {
    const [en, fr, es] = await Promise.all([list('en'), list('fr-FR,fr;q=0.9,en;q=0.8'), list('es')]);
    expect(fr.map((a) => a.id)).toEqual(en.map((a) => a.id));
    const video = (content: Activity[]) => content.find((a) => a.channel === 'youtube')!;
    expect([video(fr).title, video(es).title]).toEqual([
      'Regarder\u00a0: <em>Bien démarrer</em> avec votre appareil',
      'Mira: <em>Primeros pasos</em> con tu dispositivo',
    ]);
    expect(video(fr).description).toMatch(/^Un guide de deux minutes/);
    expect(video(es).description).toMatch(/^Una guía de dos minutos/);
    const share = (content: Activity[]) => content.find((a) => a.channel === 'twitter')!.data;
    expect(share(fr)).toMatch(/^Je gagne des récompenses/);
    expect(share(es)).toMatch(/^Gano recompensas/);
    // Every demo activity is translated: no French or Spanish card repeats its English title.
    expect(fr.filter((a, i) => a.title === en[i]!.title || a.description === en[i]!.description)).toEqual([]);
    expect(es.filter((a, i) => a.title === en[i]!.title || a.description === en[i]!.description)).toEqual([]);
    // What is not text stays the same in every language.
    const strip = (activity: Activity) => ({ ...activity, title: '', description: '', data: '' });
    expect(fr.map(strip)).toEqual(en.map(strip));
  });

  test('one activity and the home earn list answer in the same language', async () => {
    const [first] = await list('es', 'page=0&limit=1');
    const one = await get<Activity>(`/s1/activity/${first!.id}`, inLanguage('es'));
    expect(one.body.data).toEqual(first);
    const portalFr = await get<ActivityPortalPage>(`/s1/activity/portal?page=1&limit=1&types=view`, inLanguage('fr'));
    expect(portalFr.body.data?.content[0]?.title).toBe('Regarder\u00a0: <em>Bien démarrer</em> avec votre appareil');
  });

  test('an unknown or absent language reads English', async () => {
    const [en, de, none] = await Promise.all([list('en'), list('de-DE'), list('')]);
    expect(de).toEqual(en);
    expect(none).toEqual(en);
  });

  test('a missing translation falls back to English, field by field; markup stays for the client to sanitize', async () => {
    const slug = 'fallback-check';
    const texts = {
      en: { title: 'Read: <b>Fallback</b> <img src=x onerror=alert(1)>', description: 'English only description' },
      fr: { title: 'Lire : <b>Repli</b>' },
    };
    const { id } = await db.one<{ id: string }>(
      `insert into activity (campaign_id, slug, texts, points, action_type, data, sort_order)
       select campaign_id, $1, $2::jsonb, 5, 'share', 'English share text', 999 from activity limit 1 returning id`,
      [slug, JSON.stringify(texts)],
    );
    try {
      const fr = (await get<Activity>(`/s1/activity/${id}`, inLanguage('fr'))).body.data!;
      const es = (await get<Activity>(`/s1/activity/${id}`, inLanguage('es'))).body.data!;
      expect([fr.title, fr.description, fr.data]).toEqual([
        'Lire : <b>Repli</b>',
        'English only description',
        'English share text',
      ]);
      expect([es.title, es.description, es.data]).toEqual([texts.en.title, texts.en.description, 'English share text']);
    } finally {
      await db.query('delete from activity where id = $1', [id]);
    }
  });

  test('the database refuses texts without an English title and description, or in another language', async () => {
    const insert = (texts: object) =>
      db.query(
        `insert into activity (campaign_id, slug, texts, points, action_type)
         select campaign_id, 'bad-texts', $1::jsonb, 5, 'view' from activity limit 1`,
        [JSON.stringify(texts)],
      );
    await expect(insert({ fr: { title: 'Sans anglais', description: '' } })).rejects.toThrow(/activity_texts_shape/);
    await expect(insert({ en: { title: 'No description' } })).rejects.toThrow(/activity_texts_shape/);
    await expect(insert({ en: { title: 'T', description: 'D' }, de: { title: 'Titel' } })).rejects.toThrow(
      /activity_texts_shape/,
    );
  });

  test('seeding gives a demo activity seeded before its translations the languages it lacks, keeping its own', async () => {
    await db.query(
      `update activity set texts = jsonb_build_object('en', jsonb_build_object('title', 'Operator title', 'description', 'Operator text'))
        where slug = 'refer-a-friend'`,
    );
    expect(await seedDemoActivities(db)).toBe(0);
    const { texts } = await db.one<{ texts: Record<string, { title: string }> }>(
      `select texts from activity where slug = 'refer-a-friend'`,
    );
    expect([texts.en?.title, texts.fr?.title, texts.es?.title]).toEqual([
      'Operator title',
      'Parrainez un ami',
      'Recomienda a un amigo',
    ]);
  });
});
