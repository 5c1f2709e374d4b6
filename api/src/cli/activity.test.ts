import type { Activity, ActivityPage, Envelope, Survey } from '@portal/kit/contracts';
import { type SignedInMember, signedInMember } from '../test/member';
import { type TestApp, createTestApp } from '../test/test-app';
import { activityCommands } from './activity';
import { UsageError } from './command';

// The commands run in this process against a test database; cli.test.ts covers the dispatch and exit codes.
let t: TestApp;
let member: SignedInMember;
beforeAll(async () => {
  t = await createTestApp();
  member = await signedInMember(t);
});
afterAll(() => t.close());

const run = (name: string, ...args: string[]) => activityCommands.commands[name]!(t.db, args, 'demo');
const read = async <T>(url: string, language: string) =>
  (await member.inject({ method: 'GET', url, headers: { 'accept-language': language } })).json<Envelope<T>>().data!;
const referIn = async (language: string) =>
  (await read<ActivityPage>('/s1/activity?page=0&limit=100&actionType=refer', language)).content[0] as Activity;

test('activity:list names each activity with its languages', async () => {
  const out = await run('activity:list');
  expect(out).toContain('refer-a-friend  refer  [en,fr,es]  Refer a Friend');
  expect(out.split('\n')).toHaveLength(14);
});

test('activity:text sets one language; an empty translation falls back to English', async () => {
  await run('activity:text', 'refer-a-friend', '--lang', 'fr', '--title', 'Invitez vos <b>amis</b>');
  expect((await referIn('fr')).title).toBe('Invitez vos <b>amis</b>');
  expect((await referIn('fr')).description).toMatch(/^Invitez jusqu’à 5 amis/);
  await run('activity:text', 'refer-a-friend', '--lang', 'es', '--title', '', '--description', '');
  expect((await referIn('es')).title).toBe('Refer a Friend');
  await run('activity:text', 'refer-a-friend', '--lang', 'en', '--title', 'Bring a Friend');
  expect((await referIn('es')).title).toBe('Bring a Friend');
  expect((await referIn('en')).title).toBe('Bring a Friend');
  expect(await run('activity:list')).toContain('refer-a-friend  refer  [en,fr]  Bring a Friend');
});

test('activity:text refuses data a member’s browser would follow off the portal or run, changing nothing', async () => {
  const refusal = (slug: string, lang: string, data: string) =>
    run('activity:text', slug, '--lang', lang, '--data', data).then(
      () => 'accepted',
      (error: Error) => error.message,
    );
  for (const data of ['javascript:alert(1)', 'http://video.example/a.webm', '//evil.example/a.webm'])
    expect(await refusal('watch-pod-care', 'fr', data)).toBe(
      `A view activity's --data is a path of the portal, an https:// address, or an id: "${data}" is none of them.`,
    );
  for (const data of ['https://evil.example', 'javascript:alert(1)', 'rewards'])
    expect(await refusal('enter-product-code', 'en', data)).toBe(
      'A click activity leads to a page of the portal: --data must be a path such as /rewards.',
    );
  const texts = await t.db.one("select data, texts->'fr' as fr from activity where slug = 'watch-pod-care'");
  expect(texts).toEqual({
    data: '/api/s1/activity/media/demo-video.webm',
    fr: expect.not.objectContaining({ data: expect.anything() }),
  });
  expect(await refusal('watch-pod-care', 'fr', 'https://cdn.example/entretien.webm')).toBe('accepted');
  expect(await refusal('watch-getting-started', 'es', 'M7lc1UVf-VE')).toBe('accepted');
  expect(await refusal('share-on-x', 'fr', 'Note: javascript: is only words in a share text')).toBe('accepted');
});

test('quiz:text sets a question title or an option text in one language; scoring ids stay', async () => {
  await run('quiz:text', 'flavor-profile', 'q1', '--lang', 'es', '--text', '¿Qué familia es Frost?');
  await run('quiz:text', 'flavor-profile', 'q1/fruit', '--lang', 'fr', '--text', 'Fruits');
  await run('quiz:text', 'flavor-profile', 'q1/tobacco', '--lang', 'fr', '--text', '');
  const es = await read<Survey>('/s1/surveylist/flavor-profile', 'es');
  const fr = await read<Survey>('/s1/surveylist/flavor-profile', 'fr');
  expect(es.questions[0]!.title).toBe('¿Qué familia es Frost?');
  expect(fr.questions[0]!.options).toEqual([
    { id: 'menthol', option: 'Menthol' },
    { id: 'fruit', option: 'Fruits' },
    { id: 'tobacco', option: 'Tobacco' },
  ]);
});

test.each([
  [
    ['activity:text', 'nope', '--lang', 'fr', '--title', 'x'],
    'No activity "nope" in this campaign. See activity:list.',
  ],
  [
    ['activity:text', 'refer-a-friend', '--lang', 'de', '--title', 'x'],
    'The language (--lang) must be one of: en, fr, es.',
  ],
  [
    ['activity:text', 'refer-a-friend', '--lang', 'en', '--title', ' '],
    'The English title is required: French and Spanish fall back to it.',
  ],
  [['activity:text', 'refer-a-friend', '--lang', 'fr'], 'Give at least one of --title, --description, --data.'],
  [
    ['activity:text', 'refer-a-friend', '--lang', 'fr', '--title', 'T'.repeat(501)],
    '--title takes at most 500 characters.',
  ],
  [
    ['activity:text', 'share-on-x', '--lang', 'en', '--data', ' '],
    "The English --data is the activity's own content (its share text, video or document): it cannot be emptied.",
  ],
  [
    ['quiz:text', 'flavor-profile', 'q1/menthol/x', '--lang', 'fr', '--text', 'x'],
    '"q1/menthol/x" is a question or a question/option, no more',
  ],
  [
    ['quiz:text', 'flavor-profile', 'q9', '--lang', 'fr', '--text', 'x'],
    'No question "q9". Questions: q1, q2, q3, q4, q5.',
  ],
  [
    ['quiz:text', 'flavor-profile', 'q1/lime', '--lang', 'fr', '--text', 'x'],
    'No option "lime" in q1. Options: menthol, fruit, tobacco.',
  ],
  [
    ['quiz:text', 'flavor-profile', 'q2', '--lang', 'en', '--text', ''],
    'English text is required: the others fall back to it.',
  ],
  [['quiz:text', 'nothing', 'q1', '--lang', 'fr', '--text', 'x'], 'No quiz "nothing" in this campaign.'],
])('%j is refused: %s', async ([name, ...args], message) => {
  const attempt = run(name!, ...args);
  await expect(attempt).rejects.toThrow(UsageError);
  await expect(attempt).rejects.toThrow(message);
});
