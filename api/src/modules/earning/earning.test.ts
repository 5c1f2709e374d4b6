import type { Activity, ActivityPage, Envelope, PointsHistoryPage, Survey } from '@portal/kit/contracts';
import { type SignedInMember, signedInMember } from '../../test/member';
import { type TestApp, createTestApp } from '../../test/test-app';

let t: TestApp;
let activities: Activity[];

beforeAll(async () => {
  process.env.AUTH_RATE_LIMIT_PER_MINUTE = '1000';
  process.env.PORTAL_URL = 'http://portal.test';
  t = await createTestApp();
  const someone = await signedInMember(t);
  activities = (await someone.inject({ method: 'GET', url: '/s1/activity?page=0&limit=100' })).json<
    Envelope<ActivityPage>
  >().data!.content;
});
afterAll(() => t.close());

const bySlugTitle = (text: string) => activities.find((a) => a.title.includes(text))!;
const video = () => bySlugTitle('Quick Tour');
const quiz = () => bySlugTitle('How Well Do You Know');

async function call<T = unknown>(m: SignedInMember, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const response = await m.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { 'accept-language': 'en' },
  });
  return { status: response.statusCode, body: response.json<Envelope<T>>() };
}
const start = (m: SignedInMember, reference: string) =>
  call<string | null>(m, 'POST', '/s2/points', { reference, state: 'started', type: 'view' });
const complete = (m: SignedInMember, id: string) =>
  call<{ points: number; pointBalance: number } | null>(m, 'PUT', '/s2/points', {
    id,
    state: 'completed',
    type: 'view',
  });
/** Moves an event's start back, as if the member had watched for `seconds`. */
const watched = (eventId: string, seconds: number) =>
  t.db.query(`update activity_event set started_at = now() - ($2 || ' seconds')::interval where id = $1`, [
    eventId,
    String(seconds),
  ]);
const balance = async (m: SignedInMember) =>
  (await t.db.one<{ point_balance: number }>('select point_balance from member where id = $1', [m.id])).point_balance;
const ledgerSum = async (m: SignedInMember) =>
  (
    await t.db.one<{ total: number }>(
      `select coalesce(sum(case entry when 'credit' then points else -points end), 0)::int as total
         from points_ledger where member_id = $1`,
      [m.id],
    )
  ).total;

/**
 * The invited friend registers with the referrer's code (answered 200); returns the confirmation
 * through the mailed link, which a test may call again.
 */
async function friendSignsUp(referrer: SignedInMember, email: string, firstName: string, lastName: string) {
  const { ref_code } = await t.db.one<{ ref_code: string }>('select ref_code from member where id = $1', [referrer.id]);
  const signup = await t.app.inject({
    method: 'POST',
    url: `/api/s2/auth/signup?refCode=${ref_code}`,
    payload: {
      firstName,
      lastName,
      email,
      confirmEmail: email,
      password: 'Secret#2026',
      birth: '1990-05-01',
      cellPhone: '+15145550100',
      address: '1 Main St',
      zip: '10001',
      gender: 'f',
    },
  });
  expect(signup.statusCode).toBe(200);
  const mail = await t.db.one<{ text_body: string }>(
    `select text_body from mail_outbox where to_address = $1 and kind = 'confirm-account'`,
    [email],
  );
  const token = /token=([\w-]+)/.exec(mail.text_body)![1]!;
  return () => t.app.inject({ method: 'POST', url: `/api/s2/auth/confirm-account?token=${token}`, payload: { token } });
}

describe('activity events (POST and PUT /s2/points)', () => {
  test('a completion before minimumActivityDuration is refused with a clear message and credits nothing', async () => {
    const m = await signedInMember(t);
    const { body } = await start(m, video().id);
    const early = await complete(m, body.data!);
    expect(early.status).toBe(422);
    expect(early.body).toMatchObject({
      code: 'earning.tooEarly',
      message: 'You finished before the 7 seconds this activity takes, so no points were credited',
    });
    expect(await balance(m)).toBe(0);
  });

  test('a watched video credits its points once, in the ledger and the history, then the limit is reached', async () => {
    const m = await signedInMember(t);
    const eventId = (await start(m, video().id)).body.data!;
    await watched(eventId, 8);
    expect((await complete(m, eventId)).body).toEqual({ httpCode: 200, data: { points: 20, pointBalance: 20 } });
    expect((await complete(m, eventId)).body).toEqual({ httpCode: 200, data: null });
    expect((await start(m, video().id)).body).toEqual({ httpCode: 200, data: null });
    const history = await call<PointsHistoryPage>(
      m,
      'GET',
      '/s1/points/points-history?page=0&limit=10&pointsDetails=1',
    );
    expect(history.body.data).toEqual({
      content: [
        {
          ledger: 'credit',
          points: 20,
          name: 'Watch: A Quick Tour of Vapor Rewards',
          description: 'view',
          date: expect.any(String),
        },
      ],
      metaData: { totalRecs: 1 },
    });
    const counts = await call(m, 'POST', '/s1/activity/web-activity-completed', {
      activityIds: [video().id, quiz().id],
    });
    expect(counts.body.data).toEqual({
      content: [
        { activityId: video().id, count: 1, times: 1 },
        { activityId: quiz().id, count: 0, times: 1 },
      ],
    });
  });

  test("another member's event is not found, and completes nothing", async () => {
    const owner = await signedInMember(t);
    const other = await signedInMember(t);
    const eventId = (await start(owner, video().id)).body.data!;
    await watched(eventId, 60);
    expect((await complete(other, eventId)).body).toMatchObject({ httpCode: 404, code: 'earning.eventNotFound' });
    expect(await balance(other)).toBe(0);
    expect((await call(other, 'GET', `/s2/points/${eventId}`)).status).toBe(404);
  });

  test('20 concurrent completions of one event credit once; ledger and balance agree; no 5xx', async () => {
    const m = await signedInMember(t);
    const eventId = (await start(m, video().id)).body.data!;
    await watched(eventId, 30);
    const results = await Promise.all(Array.from({ length: 20 }, () => complete(m, eventId)));
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    expect(results.filter((r) => r.body.data).length).toBe(1);
    expect(await balance(m)).toBe(20);
    expect(await ledgerSum(m)).toBe(20);
  });

  test('10 events of one activity completed concurrently earn at most `times` (1)', async () => {
    const m = await signedInMember(t);
    const ids = [];
    for (let i = 0; i < 10; i += 1) ids.push((await start(m, video().id)).body.data!);
    for (const id of ids) await watched(id, 30);
    const results = await Promise.all(ids.map((id) => complete(m, id)));
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    expect(results.filter((r) => r.body.data).length).toBe(1);
    expect(await balance(m)).toBe(20);
    expect(await ledgerSum(m)).toBe(20);
  });

  test('types that earn elsewhere cannot be started; unknown activities and absurd ids are refused', async () => {
    const m = await signedInMember(t);
    const click = activities.find((a) => a.actionType === 'click')!;
    expect((await start(m, click.id)).body).toMatchObject({ httpCode: 400, code: 'earning.notStartable' });
    expect((await start(m, '00000000-0000-4000-8000-000000000000')).body).toMatchObject({
      httpCode: 404,
      message: 'Activity not found',
    });
    expect((await start(m, "1' or 1=1 --")).status).toBe(400);
    const quizEvent = (await start(m, quiz().id)).body.data!;
    expect((await complete(m, quizEvent)).body).toMatchObject({ httpCode: 400, code: 'earning.notCompletable' });
  });

  test('a visitor gets 401', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/s2/points',
      payload: { reference: video().id, state: 'started' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('the in-app quiz', () => {
  const answers = (overrides: Record<string, string[]> = {}) =>
    Object.entries({
      q1: ['menthol'],
      q2: ['true'],
      q3: ['mango', 'mint'],
      q4: ['Watermelon'],
      q5: [],
      ...overrides,
    }).map(([id, answer]) => ({ id, answer }));
  const submit = (m: SignedInMember, eventId: string, userFeedback: object[]) =>
    call(m, 'POST', '/s1/question/user-survey-feedback', {
      activityId: quiz().id,
      surveyId: 'flavor-profile',
      poitsHistoryId: eventId,
      userFeedback,
    });

  test('lists the questions without their correct answers', async () => {
    const m = await signedInMember(t);
    const { body } = await call<{ questions: object[] }>(m, 'GET', '/s1/surveylist/flavor-profile');
    expect(body.data!.questions).toHaveLength(5);
    expect(JSON.stringify(body.data)).not.toContain('correct');
    expect((await call(m, 'GET', '/s1/surveylist/nothing')).body).toMatchObject({
      httpCode: 404,
      message: 'Survey not found',
    });
  });

  test('needs every required answer, then credits once: "Successfully submitted."', async () => {
    const m = await signedInMember(t);
    const eventId = (await start(m, quiz().id)).body.data!;
    const missing = await submit(m, eventId, answers({ q1: [], q4: ['  '] }));
    expect(missing.body).toMatchObject({
      httpCode: 400,
      errors: [
        { code: 'earning.optionRequired', message: 'Please select the option.' },
        { code: 'earning.answerRequired', message: 'Answer is required.' },
      ],
    });
    const wrongOption = await submit(m, eventId, answers({ q2: ['true', 'false'] }));
    expect(wrongOption.body).toMatchObject({ httpCode: 400, code: 'earning.answerInvalid' });
    const done = await submit(m, eventId, answers());
    expect(done.body).toEqual({
      httpCode: 200,
      message: 'Successfully submitted.',
      data: { points: 30, pointBalance: 30 },
    });
    const stored = await t.db.one<{ extra_info: { score: object } }>(
      'select extra_info from activity_event where id = $1',
      [eventId],
    );
    expect(stored.extra_info.score).toEqual({ correct: 1, scored: 2 });
    expect((await submit(m, eventId, answers())).body).toMatchObject({
      httpCode: 409,
      message: 'You can only earn points for participating in this quiz once',
    });
    expect((await start(m, quiz().id)).body.data).toBeNull();
  });

  const surveyIn = async (m: SignedInMember, language: string, surveyId = 'flavor-profile') => {
    const response = await m.inject({
      method: 'GET',
      url: `/s1/surveylist/${surveyId}`,
      headers: { 'accept-language': language },
    });
    return response.json<Envelope<Survey>>().data!;
  };

  test('asks the questions and options in the request language, with the same option ids', async () => {
    const m = await signedInMember(t);
    const [en, fr, es] = await Promise.all([surveyIn(m, 'en'), surveyIn(m, 'fr-CA'), surveyIn(m, 'es-MX,es;q=0.9')]);
    const first = (survey: Survey) => [survey.questions[0]!.title, survey.questions[0]!.options.map((o) => o.option)];
    expect(first(en)).toEqual(['Which flavor family is our Frost line?', ['Menthol', 'Fruit', 'Tobacco']]);
    expect(first(fr)).toEqual([
      'À quelle famille de saveurs appartient notre gamme Frost\u00a0?',
      ['Menthol', 'Fruitée', 'Tabac'],
    ]);
    expect(first(es)).toEqual([
      '¿A qué familia de sabores pertenece nuestra línea Frost?',
      ['Mentol', 'Frutal', 'Tabaco'],
    ]);
    const ids = (survey: Survey) => survey.questions.map((q) => [q.id, q.type, q.options.map((o) => o.id)]);
    expect(ids(fr)).toEqual(ids(en));
    expect(ids(es)).toEqual(ids(en));
    expect(fr.questions.map((q) => q.title)).not.toContain(en.questions[4]!.title);
  });

  test('a question or option without a translation reads English', async () => {
    const campaignId = (await t.db.one<{ campaign_id: string }>('select campaign_id from activity limit 1'))
      .campaign_id;
    const questions = [
      {
        id: 'q1',
        title: { en: 'Best time to vape?', fr: 'Meilleur moment ?' },
        type: 'radio',
        isRequired: true,
        options: [
          { id: 'am', option: { en: 'Morning', fr: 'Matin', es: 'Mañana' } },
          { id: 'pm', option: { en: 'Evening', es: '' } },
        ],
      },
    ];
    await t.db.query(`insert into survey (campaign_id, id, questions) values ($1, 'partly-translated', $2::jsonb)`, [
      campaignId,
      JSON.stringify(questions),
    ]);
    const m = await signedInMember(t);
    const fr = (await surveyIn(m, 'fr', 'partly-translated')).questions[0]!;
    const es = (await surveyIn(m, 'es', 'partly-translated')).questions[0]!;
    expect([fr.title, fr.options.map((o) => o.option)]).toEqual(['Meilleur moment ?', ['Matin', 'Evening']]);
    expect([es.title, es.options.map((o) => o.option)]).toEqual(['Best time to vape?', ['Mañana', 'Evening']]);
  });

  test('a member answering in Spanish is scored and credited like one answering in English', async () => {
    const m = await signedInMember(t);
    const eventId = (await start(m, quiz().id)).body.data!;
    const response = await m.inject({
      method: 'POST',
      url: '/s1/question/user-survey-feedback',
      headers: { 'accept-language': 'es' },
      payload: { activityId: quiz().id, surveyId: 'flavor-profile', poitsHistoryId: eventId, userFeedback: answers() },
    });
    expect(response.json()).toEqual({
      httpCode: 200,
      message: 'Enviado con éxito.',
      data: { points: 30, pointBalance: 30 },
    });
    const stored = await t.db.one<{ extra_info: { score: object } }>(
      'select extra_info from activity_event where id = $1',
      [eventId],
    );
    expect(stored.extra_info.score).toEqual({ correct: 1, scored: 2 });
    // The ledger records the English title, whatever language the member used.
    const credit = await t.db.one<{ name: string }>('select name from points_ledger where source_ref = $1', [eventId]);
    expect(credit.name).toBe('Quiz: How Well Do You Know Your Flavors?');
  });

  test('20 parallel submissions of one quiz event credit it once, with no server error', async () => {
    const m = await signedInMember(t);
    const eventId = (await start(m, quiz().id)).body.data!;
    const results = await Promise.all(Array.from({ length: 20 }, () => submit(m, eventId, answers())));
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.every((status) => status < 500)).toBe(true);
    expect(await balance(m)).toBe(30);
    expect(await ledgerSum(m)).toBe(30);
  });

  test("another member's event cannot be submitted", async () => {
    const owner = await signedInMember(t);
    const other = await signedInMember(t);
    const eventId = (await start(owner, quiz().id)).body.data!;
    expect((await submit(other, eventId, answers())).status).toBe(404);
  });
});

describe('the external survey', () => {
  test("the provider's report completes the event and returns the member to the thank-you page", async () => {
    const m = await signedInMember(t);
    const survey = bySlugTitle('Tell Us About Your Device');
    const eventId = (await start(m, survey.id)).body.data!;
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/s1/survey/external/${eventId}`,
      headers: { 'accept-language': 'es' },
    });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Cuéntanos sobre tu dispositivo');
    // The portal puts the member's chosen language in the address; it wins over the frame's Accept-Language.
    expect(survey.data).toBe('/api/s1/survey/external/{eventId}?lang={lang}');
    const french = await t.app.inject({
      method: 'GET',
      url: `/api/s1/survey/external/${eventId}?lang=fr`,
      headers: { 'accept-language': 'es' },
    });
    expect(french.body).toContain('Parlez-nous de votre appareil');
    expect(french.body).toContain('<html lang="fr">');
    const unknown = await t.app.inject({ method: 'GET', url: `/api/s1/survey/external/${eventId}?lang=de` });
    expect(unknown.statusCode).toBe(400);
    // A report that does not answer the survey's questions earns nothing.
    for (const answers of ['', 'recommend=yes', 'usage=%20%20&recommend=yes', 'usage=daily&recommend=maybe']) {
      const skipped = await t.app.inject({
        method: 'GET',
        url: `/api/s1/survey/external/${eventId}/report?${answers}`,
      });
      expect(skipped.statusCode).toBe(400);
    }
    expect(await balance(m)).toBe(0);
    const report = await t.app.inject({
      method: 'GET',
      url: `/api/s1/survey/external/${eventId}/report?usage=daily&recommend=yes&q9=%3Cscript%3E`,
    });
    expect(report.statusCode).toBe(303);
    expect(report.headers.location).toBe(`/static/thank-you-quiz?id=${eventId}`);
    expect((await call(m, 'GET', `/s2/points/${eventId}`)).body.data).toEqual({
      id: eventId,
      activityId: survey.id,
      state: 'completed',
      extraInfo: { refKey: survey.id },
    });
    expect(await balance(m)).toBe(25);
    // Only the form's answers are kept.
    expect(
      await t.db.one<{ extra_info: unknown }>('select extra_info from activity_event where id = $1', [eventId]),
    ).toEqual({ extra_info: { report: { usage: 'daily', recommend: 'yes' } } });
    await t.app.inject({ method: 'GET', url: `/api/s1/survey/external/${eventId}/report?usage=again&recommend=no` });
    expect(await balance(m)).toBe(25);
  });
});

describe('referrals', () => {
  const refer = (m: SignedInMember, ids: string[]) =>
    call<{ statusList: { id: string; isValid: boolean }[] }>(m, 'POST', '/s2/social/referral', {
      idList: ids.map((id) => ({ type: 'email', id })),
    });
  /** An invitation's answer list, sent from a client address of its own: each address may invite so often a minute. */
  const referFrom = async (remoteAddress: string, m: SignedInMember, ids: string[]) =>
    (
      await m.inject({
        method: 'POST',
        url: '/s2/social/referral',
        remoteAddress,
        payload: { idList: ids.map((id) => ({ type: 'email', id })) },
      })
    ).json<Envelope<{ statusList: { id: string; isValid: boolean }[] }>>().data!.statusList;

  test('accepts valid new addresses once, mails each an invitation with the refCode, and refuses the rest', async () => {
    const m = await signedInMember(t, { email: 'referrer@example.com' });
    const { body } = await refer(m, [
      'friend.one@example.com',
      'FRIEND.ONE@example.com',
      'not-an-email',
      'referrer@example.com',
      'demo@vapor-rewards.example',
    ]);
    expect(body.data!.statusList).toEqual([
      { id: 'friend.one@example.com', isValid: true },
      { id: 'not-an-email', isValid: false },
      { id: 'referrer@example.com', isValid: false },
      { id: 'demo@vapor-rewards.example', isValid: false },
    ]);
    const { ref_code } = await t.db.one<{ ref_code: string }>('select ref_code from member where id = $1', [m.id]);
    const mail = await t.db.one<{ subject: string; text_body: string }>(
      `select subject, text_body from mail_outbox where to_address = 'friend.one@example.com'`,
    );
    expect(mail.text_body).toContain(`http://portal.test/signup?refCode=${ref_code}`);
    const other = await signedInMember(t);
    expect((await refer(other, ['friend.one@example.com'])).body.data!.statusList).toEqual([
      { id: 'friend.one@example.com', isValid: false },
    ]);
    // Nor again by the member who invited it: an address is mailed once, not each time it is sent.
    const again = await Promise.all(
      Array.from({ length: 4 }, () => referFrom('203.0.113.7', m, ['friend.one@example.com'])),
    );
    expect(again).toEqual(Array(4).fill([{ id: 'friend.one@example.com', isValid: false }]));
    expect(
      await t.db.one(`select count(*)::int as count from mail_outbox where to_address = 'friend.one@example.com'`),
    ).toEqual({ count: 1 });
  });

  test('parallel invitations of one new address mail it once and accept it once', async () => {
    const [a, b] = [await signedInMember(t), await signedInMember(t)];
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => referFrom('203.0.113.8', i % 2 ? a : b, ['raced.friend@example.com'])),
    );
    const accepted = answers.filter((statusList) => statusList[0]!.isValid);
    expect(accepted).toHaveLength(1);
    expect(
      await t.db.one(`select count(*)::int as count from mail_outbox where to_address = 'raced.friend@example.com'`),
    ).toEqual({ count: 1 });
  });

  test('refuses more than 5 addresses and addresses over 100 characters', async () => {
    const m = await signedInMember(t);
    const six = Array.from({ length: 6 }, (_, i) => `f${i}@example.com`);
    expect((await refer(m, six)).status).toBe(400);
    const long = `${'a'.repeat(95)}@example.com`;
    expect((await refer(m, [long])).body.data!.statusList).toEqual([{ id: long, isValid: false }]);
  });

  test('credits the referrer once when the invited friend registers and confirms', async () => {
    const referrer = await signedInMember(t);
    await refer(referrer, ['new.member3@store.example']);
    const confirm = await friendSignsUp(referrer, 'new.member3@store.example', 'Ana', 'Diaz');
    expect(await balance(referrer)).toBe(0);
    expect((await confirm()).statusCode).toBe(200);
    expect(await balance(referrer)).toBe(100);
    await confirm();
    expect(await balance(referrer)).toBe(100);
    expect(await ledgerSum(referrer)).toBe(100);
  });

  test('credits the referrer when the friend becomes active through a password reset instead of the confirmation link', async () => {
    const referrer = await signedInMember(t);
    await refer(referrer, ['new.member4@store.example']);
    const confirm = await friendSignsUp(referrer, 'new.member4@store.example', 'Lea', 'Roy');
    await t.app.inject({
      method: 'POST',
      url: '/api/s1/identities/forgot-password',
      payload: { email: 'new.member4@store.example' },
    });
    const mail = await t.db.one<{ text_body: string }>(
      `select text_body from mail_outbox where to_address = 'new.member4@store.example' and kind = 'reset-password'`,
    );
    const token = /token=([\w-]+)/.exec(mail.text_body)![1]!;
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/s1/identities/reset-password?token=${token}`,
      payload: { password: 'Reset#2026x' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await t.db.one(`select status from member where email = 'new.member4@store.example'`)).toEqual({
      status: 'active',
    });
    expect(await balance(referrer)).toBe(100);
    // The confirmation link, followed afterwards, credits nothing more.
    await confirm();
    expect(await balance(referrer)).toBe(100);
    expect(await ledgerSum(referrer)).toBe(100);
  });
});

describe('referral limits', () => {
  test('a referrer credited 5 times in the last 7 days earns nothing for the next friend', async () => {
    const referrer = await signedInMember(t);
    for (let i = 0; i < 5; i += 1) {
      await t.db.query(
        `insert into referral (referrer_id, email, credited_at) values ($1, $2, now() - interval '1 day')`,
        [referrer.id, `week-${i}@example.com`],
      );
    }
    await referrer.inject({
      method: 'POST',
      url: '/s2/social/referral',
      payload: { idList: [{ type: 'email', id: 'new.member5@store.example' }] },
    });
    const confirm = await friendSignsUp(referrer, 'new.member5@store.example', 'Kim', 'Park');
    expect((await confirm()).statusCode).toBe(200);
    expect(await balance(referrer)).toBe(0);
  });
});

describe('referral limits under concurrency', () => {
  test('three friends confirming at once give a referrer one slot from the weekly limit exactly one credit', async () => {
    const referrer = await signedInMember(t);
    for (let i = 0; i < 4; i += 1) {
      await t.db.query(
        `insert into referral (referrer_id, email, credited_at) values ($1, $2, now() - interval '1 day')`,
        [referrer.id, `race-week-${i}@example.com`],
      );
    }
    const friends = ['new.member6@store.example', 'new.member7@store.example', 'new.member8@store.example'];
    await referrer.inject({
      method: 'POST',
      url: '/s2/social/referral',
      payload: { idList: friends.map((id) => ({ type: 'email', id })) },
    });
    const confirms = [];
    for (const [i, email] of friends.entries())
      confirms.push(await friendSignsUp(referrer, email, 'Race', `Friend${'abc'[i]}`));
    const answers = await Promise.all(confirms.map((confirm) => confirm()));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await balance(referrer)).toBe(100);
    expect(await ledgerSum(referrer)).toBe(100);
  });
});

describe('share and read events', () => {
  test('a share earns once on its return; a read completes only after its minimum time', async () => {
    const m = await signedInMember(t);
    const share = bySlugTitle('Share Vapor Rewards on X');
    const shareEvent = (await start(m, share.id)).body.data!;
    expect((await complete(m, shareEvent)).body.data).toEqual({ points: 10, pointBalance: 10 });
    const read = bySlugTitle('Battery Safety');
    const readEvent = (await start(m, read.id)).body.data!;
    await watched(readEvent, 29);
    expect((await complete(m, readEvent)).status).toBe(422);
    await watched(readEvent, 31);
    expect((await complete(m, readEvent)).body.data).toEqual({ points: 15, pointBalance: 25 });
  });
});

describe('the login streak', () => {
  const streakId = () => activities.find((a) => a.actionType === 'login-n-earn')!.id;

  test("credits the day's points once a day and counts consecutive days", async () => {
    const m = await signedInMember(t);
    for (const daysAgo of [1, 2, 4]) {
      await t.db.query(
        `insert into member_visit (member_id, day) values ($1, (now() at time zone 'America/New_York')::date - $2::int)`,
        [m.id, daysAgo],
      );
    }
    expect((await call(m, 'GET', `/s1/activity/${streakId()}/streak`)).body.data).toEqual({
      daysCount: 2,
      earnedToday: false,
      points: 0,
    });
    const first = await call(m, 'GET', '/s1/user/web-streak-count');
    expect(first).toEqual({
      status: 201,
      body: { httpCode: 201, data: { daysCount: 3, earnedToday: true, points: 5 } },
    });
    const again = await Promise.all(Array.from({ length: 5 }, () => call(m, 'GET', '/s1/user/web-streak-count')));
    expect(again.map((r) => r.body.httpCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await balance(m)).toBe(5);
    expect((await call(m, 'GET', `/s1/activity/${streakId()}/streak`)).body.data).toMatchObject({
      daysCount: 3,
      earnedToday: true,
    });
  });

  test("the day's first visits from two tabs at once credit the day once", async () => {
    const m = await signedInMember(t);
    const visits = await Promise.all([1, 2].map(() => call(m, 'GET', '/s1/user/web-streak-count')));
    expect(visits.map((r) => r.body.httpCode).sort()).toEqual([200, 201]);
    expect(visits.map((r) => (r.body.data as { daysCount: number }).daysCount)).toEqual([1, 1]);
    expect(await balance(m)).toBe(5);
  });
});

describe('the points history in the member’s language', () => {
  const namesIn = async (m: SignedInMember, language: string) =>
    (
      await m.inject({
        method: 'GET',
        url: '/s1/points/points-history?page=0&limit=10',
        headers: { 'accept-language': language },
      })
    )
      .json<Envelope<PointsHistoryPage>>()
      .data!.content.map((entry) => entry.name);

  test('names an activity by its title and the streak by its day in French and Spanish', async () => {
    const m = await signedInMember(t);
    expect((await call(m, 'GET', '/s1/user/web-streak-count')).status).toBe(201);
    const eventId = (await start(m, video().id)).body.data!;
    await watched(eventId, 8);
    await complete(m, eventId);
    expect(await namesIn(m, 'fr-CA')).toEqual([
      'Regarder : un tour rapide de Vapor Rewards',
      'Série de connexions\u00a0: jour 1',
    ]);
    expect(await namesIn(m, 'es')).toEqual([
      'Mira: un recorrido rápido por Vapor Rewards',
      'Racha de inicio de sesión: día 1',
    ]);
    expect(await namesIn(m, 'en')).toEqual(['Watch: A Quick Tour of Vapor Rewards', 'Login streak: day 1']);
    const record = await t.db.query<{ name: string }>(
      'select name from points_ledger where member_id = $1 order by id',
      [m.id],
    );
    expect(record.map((row) => row.name)).toEqual(['Login streak: day 1', 'Watch: A Quick Tour of Vapor Rewards']);
  });
});

describe('content of the demo activities', () => {
  test('serves the video with byte ranges and the article in the request language', async () => {
    const range = await t.app.inject({ method: 'GET', url: video().data, headers: { range: 'bytes=0-99' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-type']).toBe('video/webm');
    expect(range.rawPayload).toHaveLength(100);
    expect((await t.app.inject({ method: 'GET', url: '/api/s1/activity/media/..%2Fpackage.json' })).statusCode).toBe(
      400,
    );
    const m = await signedInMember(t);
    const article = await m.inject({
      method: 'GET',
      url: '/s1/activity/article/battery-safety',
      headers: { 'accept-language': 'fr' },
    });
    expect(article.json<Envelope<{ html: string }>>().data!.html).toContain('Les bases de la sécurité des batteries');
    // A slug that names the object's own machinery is no article.
    expect((await m.inject({ method: 'GET', url: '/s1/activity/article/constructor' })).statusCode).toBe(404);
  });
});
