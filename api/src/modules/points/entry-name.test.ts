import { type EntryNames, type NamedEntry, entryName, entryNames } from './entry-name';

const names: EntryNames = {
  activities: new Map([['act-1', 'Regarder : un tour rapide']]),
  rewards: new Map([['rew-1', 'Casquette Vapor Rewards']]),
  contests: new Map([['con-1', 'Roue des prix du mois']]),
};

describe('what the points history calls an entry', () => {
  test('a labelled entry reads in the member’s language, its values filled in', () => {
    const streak: NamedEntry = { name: 'Login streak: day 4', label: { key: 'streakDay', day: 4 } };
    expect(entryName(streak, 'fr', names)).toBe('Série de connexions\u00a0: jour 4');
    expect(entryName(streak, 'es', names)).toBe('Racha de inicio de sesión: día 4');
    expect(entryName({ name: 'Receipt approved', label: { key: 'receiptApproved' } }, 'fr', names)).toBe(
      'Reçu approuvé',
    );
  });

  test('an activity or a reward reads by its name in that language, else by the English record', () => {
    expect(entryName({ name: 'Watch: A tour', label: { key: 'activity', activityId: 'act-1' } }, 'fr', names)).toBe(
      'Regarder : un tour rapide',
    );
    expect(entryName({ name: 'Watch: Gone', label: { key: 'activity', activityId: 'act-9' } }, 'fr', names)).toBe(
      'Watch: Gone',
    );
    expect(entryName({ name: 'Rewards cap', label: { key: 'reward', rewardId: 'rew-1' } }, 'fr', names)).toBe(
      'Casquette Vapor Rewards',
    );
  });

  test('a spin and its prize read with the contest’s name in that language', () => {
    const spin: NamedEntry = { name: 'Spin: Monthly Prize Wheel', label: { key: 'contestSpin', contestId: 'con-1' } };
    const prize: NamedEntry = {
      name: 'Contest prize: Monthly Prize Wheel',
      label: { key: 'contestPrize', contestId: 'con-1' },
    };
    expect(entryName(spin, 'fr', names)).toBe('Tour de roue\u00a0: Roue des prix du mois');
    expect(entryName(prize, 'fr', names)).toBe('Prix du concours\u00a0: Roue des prix du mois');
    const gone: NamedEntry = { name: 'Spin: Old Wheel', label: { key: 'contestSpin', contestId: 'con-9' } };
    expect(entryName(gone, 'es', names)).toBe('Spin: Old Wheel');
  });

  test('a reversal names the entry it undoes; an unlabelled entry reads as written', () => {
    const cancelled: NamedEntry = {
      name: 'Reversal: Rewards cap',
      label: { key: 'reversal' },
      reversed: { name: 'Rewards cap', label: { key: 'reward', rewardId: 'rew-1' } },
    };
    expect(entryName(cancelled, 'es', names)).toBe('Anulación: Casquette Vapor Rewards');
    expect(entryName({ name: 'Old entry', label: null }, 'es', names)).toBe('Old entry');
  });

  test('asks each source once, for the ids the entries and the entries they reverse name', async () => {
    const asked: string[][] = [];
    const source = async (ids: string[]) => {
      asked.push(ids);
      return new Map(ids.map((id) => [id, id.toUpperCase()]));
    };
    const watched: NamedEntry = { name: 'a', label: { key: 'activity', activityId: 'act-1' } };
    const redeemed: NamedEntry = { name: 'b', label: { key: 'reward', rewardId: 'rew-1' } };
    const undone: NamedEntry = { name: 'c', label: { key: 'reversal' }, reversed: redeemed };
    const spun: NamedEntry = { name: 'e', label: { key: 'contestSpin', contestId: 'con-1' } };
    const won: NamedEntry = { name: 'f', label: { key: 'contestPrize', contestId: 'con-1' } };
    const found = await entryNames([watched, undone, redeemed, spun, won, { name: 'd', label: null }], 'fr', {
      activityTitles: source,
      rewardNames: source,
      contestNames: source,
    });
    expect(asked).toEqual([['act-1'], ['rew-1'], ['con-1']]);
    expect(found).toEqual({
      activities: new Map([['act-1', 'ACT-1']]),
      rewards: new Map([['rew-1', 'REW-1']]),
      contests: new Map([['con-1', 'CON-1']]),
    });
  });

  test('asks nothing when no entry names an activity or a reward', async () => {
    const never = async (): Promise<Map<string, string>> => {
      throw new Error('not asked');
    };
    const streak: NamedEntry = { name: 'Login streak: day 1', label: { key: 'streakDay', day: 1 } };
    const sources = { activityTitles: never, rewardNames: never, contestNames: never };
    await expect(entryNames([streak], 'fr', sources)).resolves.toEqual({
      activities: new Map(),
      rewards: new Map(),
      contests: new Map(),
    });
  });
});
