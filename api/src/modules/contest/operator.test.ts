import { migrate } from '../../db/migrate';
import { seedDemo } from '../../seed';
import { NO_LIMITS, SORRY_ONLY, newContest } from '../../test/contests';
import { createTestDb } from '../../test/test-db';
import { recentOperatorActions } from '../operator-log';
import {
  configureLimits,
  createPublicLink,
  saveWheel,
  setContestEnglish,
  setContestText,
  switchContest,
} from './operator';
import type { Db } from '../../db/db';
import { findContest } from './repository';

const LIMITS = { ...NO_LIMITS, spinsPerDay: 3, pointRequired: 5 };

// One database for the file; each test makes a contest of its own.
let db: Db;
beforeAll(async () => {
  db = await createTestDb();
  await migrate(db);
  await seedDemo(db);
});
afterAll(() => db.close());

const journalSize = async () => (await recentOperatorActions(db, 1000)).length;

it('journals every contest change with its operator, where the contest keeps only the latest', async () => {
  const id = await newContest(db);
  const contest = await db.one<{ slug: string; campaign_id: string }>(
    'select slug, campaign_id from contest where id = $1',
    [id],
  );
  await configureLimits(db, id, LIMITS, 'Kim');
  await saveWheel(db, id, SORRY_ONLY, 'Lee');
  const row = (await findContest(db, contest.campaign_id, id))!;
  await setContestText(db, row, 'fr', { name: 'Roue test' }, 'Ana');
  const token = await createPublicLink(db, id, 2, 'Eli');

  const journal = (await recentOperatorActions(db, 4)).map(({ operator, action, subject, detail }) => ({
    operator,
    action,
    subject,
    detail,
  }));
  expect(journal).toEqual([
    { operator: 'Eli', action: 'contest:link', subject: contest.slug, detail: '2 uses' },
    { operator: 'Ana', action: 'contest:text', subject: contest.slug, detail: 'fr: {"name":"Roue test"}' },
    { operator: 'Lee', action: 'contest:wheel', subject: contest.slug, detail: '2 segments' },
    {
      operator: 'Kim',
      action: 'contest:limits',
      subject: contest.slug,
      detail: expect.stringContaining('"spinsPerDay":3') as string,
    },
  ]);
  expect(JSON.stringify(journal)).not.toContain(token);
  expect(await db.one('select updated_by from contest where id = $1', [id])).toEqual({ updated_by: 'Eli' });
});

it('records no change when the limits or the switch are what the contest has already', async () => {
  const id = await newContest(db);
  expect(await configureLimits(db, id, LIMITS, 'Kim')).toBe(true);
  const recorded = await journalSize();
  const dated = { ...LIMITS, startsAt: new Date('2027-01-01T00:00:00Z') };
  expect(await configureLimits(db, id, { ...LIMITS }, 'Kim')).toBe(false);
  expect(await switchContest(db, id, true, 'Kim')).toBe(false);
  expect(await journalSize()).toBe(recorded);
  expect(await configureLimits(db, id, dated, 'Kim')).toBe(true);
  expect(await configureLimits(db, id, { ...dated, startsAt: new Date('2027-01-01T00:00:00Z') }, 'Kim')).toBe(false);
  expect(await switchContest(db, id, false, 'Kim')).toBe(true);
  expect(await switchContest(db, id, false, 'Kim')).toBe(false);
  expect(await journalSize()).toBe(recorded + 2);
  expect(await db.one('select active, starts_at from contest where id = $1', [id])).toEqual({
    active: false,
    starts_at: new Date('2027-01-01T00:00:00Z'),
  });
});

it('records no change when a text is what the contest has already, in English or a translation', async () => {
  const id = await newContest(db);
  const { campaign_id } = await db.one<{ campaign_id: string }>('select campaign_id from contest where id = $1', [id]);
  const contest = async () => (await findContest(db, campaign_id, id))!;
  expect(await setContestText(db, await contest(), 'fr', { name: 'Roue' }, 'Ana')).toBe(true);
  const recorded = await journalSize();
  expect(await setContestText(db, await contest(), 'fr', { name: 'Roue' }, 'Ana')).toBe(false);
  expect(await setContestText(db, await contest(), 'es', { name: '' }, 'Ana')).toBe(false);
  const { name, description } = await contest();
  expect(await setContestEnglish(db, await contest(), { name, description }, 'Ana')).toBe(false);
  expect(await journalSize()).toBe(recorded);
  expect(await setContestEnglish(db, await contest(), { name: `${name} 2` }, 'Ana')).toBe(true);
  expect(await journalSize()).toBe(recorded + 1);
});
