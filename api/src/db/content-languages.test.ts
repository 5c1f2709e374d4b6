import { createTestDbBefore, insertOldCampaign } from '../test/test-db';
import type { Db } from './db';
import { migrate } from './migrate';

/** Migration 0410 on a database that already holds activities and a quiz in the one-language shape. */
let db: Db;
beforeAll(async () => {
  db = await createTestDbBefore(410);
});
afterAll(() => db.close());

test('existing activity and quiz texts become the English entry; option ids stay', async () => {
  const campaignId = await insertOldCampaign(db);
  await db.query(
    `insert into activity (campaign_id, slug, title, description, points, action_type, data)
     values ($1, 'watch', 'Watch: <em>It</em>', 'See it to the end.', 10, 'share', 'Share me')`,
    [campaignId],
  );
  const questions = [
    {
      id: 'q1',
      title: 'Pick one',
      type: 'radio',
      isRequired: true,
      options: [{ id: 'a', option: 'Alpha' }],
      correct: ['a'],
    },
    { id: 'q2', title: 'Say it', type: 'text', isRequired: false, options: [] },
  ];
  await db.query(`insert into survey (id, campaign_id, questions) values ('quiz', $1, $2::jsonb)`, [
    campaignId,
    JSON.stringify(questions),
  ]);

  expect(await migrate(db)).toContain('0410_content_languages');

  const activity = await db.one<{ texts: object; data: string }>(
    `select texts, data from activity where slug = 'watch'`,
  );
  expect(activity).toEqual({
    texts: { en: { title: 'Watch: <em>It</em>', description: 'See it to the end.' } },
    data: 'Share me',
  });
  const survey = await db.one<{ questions: object[] }>(`select questions from survey where id = 'quiz'`);
  expect(survey.questions).toEqual([
    {
      id: 'q1',
      title: { en: 'Pick one' },
      type: 'radio',
      isRequired: true,
      options: [{ id: 'a', option: { en: 'Alpha' } }],
      correct: ['a'],
    },
    { id: 'q2', title: { en: 'Say it' }, type: 'text', isRequired: false, options: [] },
  ]);
});
