import { migrate } from '../../db/migrate';
import { seedDemo } from '../../seed';
import { createTestDb } from '../../test/test-db';
import { DEMO_REWARD_IDS } from '../rewards';
import { saveWheel } from './operator';
import { listSegments } from './repository';
import { newContest, segment } from '../../test/contests';
import { type SegmentInput, wheelProblems } from './wheel-rules';

describe('saving a wheel', () => {
  it('accepts integer probabilities that total 100', () => {
    expect(wheelProblems([segment('sorry', 55), segment('points', 45, { prizePoints: 10 })])).toEqual([]);
  });

  it('refuses prize points above what any operator may give, which would overflow a balance', () => {
    for (const prizePoints of [100_001, 2_147_483_647, 2_147_483_648])
      expect(wheelProblems([segment('sorry', 50), segment('points', 50, { prizePoints })])).toEqual([
        'segment 2: prizePoints must be a whole number up to 100000',
      ]);
    expect(wheelProblems([segment('sorry', 50), segment('points', 50, { prizePoints: 100_000 })])).toEqual([]);
  });

  it('refuses a total other than 100, fractions, and prizes without their value', () => {
    expect(wheelProblems([segment('sorry', 50), segment('sorry', 49)])).toEqual([
      'the probabilities total 99, not 100',
    ]);
    expect(wheelProblems([segment('sorry', 50.5), segment('sorry', 49.5)])).toEqual([
      'segment 1: probability must be a whole number from 0 to 100',
      'segment 2: probability must be a whole number from 0 to 100',
    ]);
    expect(wheelProblems([segment('points', 50), segment('reward', 50)])).toEqual([
      'segment 1: a points segment, and only it, has a positive whole prizePoints',
      'segment 2: a reward segment, and only it, names its rewardId',
    ]);
    expect(wheelProblems([segment('free_spin', 100), segment('sorry', 0)])).toEqual([
      'a free spin cannot land on free_spin, so other segments need a probability too',
    ]);
    expect(wheelProblems([segment('sorry', 100)])).toEqual(['a wheel has 2 to 16 segments, not 1']);
    expect(wheelProblems([{ ...segment('sorry', 50), bgColor: 'red' }, segment('sorry', 50)])).toEqual([
      'segment 1: colours must be #rrggbb',
    ]);
  });

  it('takes a French and a Spanish text per segment, within the same length as the English', () => {
    const translated = segment('sorry', 50, { texts: { fr: 'Pas de chance', es: 'Mala suerte' } });
    expect(wheelProblems([translated, segment('sorry', 50)])).toEqual([]);
    const bad = [
      segment('sorry', 50, { texts: { fr: ' ', es: 'x'.repeat(41) } }),
      segment('sorry', 50, { texts: { de: 'Pech' } as SegmentInput['texts'] }),
    ];
    expect(wheelProblems(bad)).toEqual([
      'segment 1: the fr text must have 1 to 40 characters',
      'segment 1: the es text must have 1 to 40 characters',
      'segment 2: texts may have fr and es, not de',
    ]);
  });

  it('refuses a reward segment that names no reward of the campaign, and a malformed segment, with a message', async () => {
    const db = await createTestDb();
    try {
      await migrate(db);
      await seedDemo(db);
      const id = await newContest(db);
      const rewardSegment = (rewardId: unknown) => ({ ...segment('reward', 50), rewardId }) as unknown as SegmentInput;
      const refusal = (segments: unknown[]) =>
        saveWheel(db, id, segments as SegmentInput[], 'ops').then(
          () => 'saved',
          (error: { values?: { detail?: string } }) => error.values?.detail,
        );
      expect(await refusal([segment('sorry', 50), rewardSegment('not-a-uuid')])).toBe(
        'segment 2: rewardId "not-a-uuid" is not a reward\'s id',
      );
      expect(await refusal([segment('sorry', 50), rewardSegment('00000000-0000-4000-8000-000000000000')])).toBe(
        'segment 2: the campaign has no reward 00000000-0000-4000-8000-000000000000',
      );
      expect(await refusal([segment('sorry', 50), rewardSegment(42)])).toBe(
        'segment 2: a reward segment, and only it, names its rewardId',
      );
      expect(await refusal([null, { ...segment('sorry', 50), text: undefined }])).toBe(
        'segment 1: must be an object; segment 2: text must have 1 to 40 characters; the probabilities total 50, not 100',
      );
      expect(await listSegments(db, id)).toHaveLength(2);
      expect(await refusal([segment('sorry', 50), rewardSegment(DEMO_REWARD_IDS['rewards-cap'])])).toBe('saved');
    } finally {
      await db.close();
    }
  });

  it('keeps the saved wheel when an invalid one is refused, and records the operator', async () => {
    const db = await createTestDb();
    try {
      await migrate(db);
      await seedDemo(db);
      const id = await newContest(db);
      await expect(saveWheel(db, id, [segment('sorry', 10), segment('sorry', 10)], 'ops')).rejects.toMatchObject({
        httpCode: 400,
        code: 'contest.wheelInvalid',
      });
      expect(await listSegments(db, id)).toHaveLength(2);
      await saveWheel(
        db,
        id,
        [segment('sorry', 20), segment('sorry', 30), segment('free_spin', 50)],
        'ops@example.com',
      );
      expect((await listSegments(db, id)).map((s) => s.probability)).toEqual([20, 30, 50]);
      const row = await db.one<{ updated_by: string }>('select updated_by from contest where id = $1', [id]);
      expect(row.updated_by).toBe('ops@example.com');
    } finally {
      await db.close();
    }
  });
});
