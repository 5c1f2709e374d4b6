import { type NamedEntry, activityIdsOf, entryName } from './entry-name';

const titles = new Map([['act-1', 'Regarder : un tour rapide']]);

describe('what the points history calls an entry', () => {
  test('a labelled entry reads in the member’s language, its values filled in', () => {
    const streak: NamedEntry = { name: 'Login streak: day 4', label: { key: 'streakDay', day: 4 } };
    expect(entryName(streak, 'fr', titles)).toBe('Série de connexions : jour 4');
    expect(entryName(streak, 'es', titles)).toBe('Racha de inicio de sesión: día 4');
    expect(entryName({ name: 'Receipt approved', label: { key: 'receiptApproved' } }, 'fr', titles)).toBe(
      'Reçu approuvé',
    );
  });

  test('an activity reads by its title in that language, else by the English record', () => {
    expect(entryName({ name: 'Watch: A tour', label: { key: 'activity', activityId: 'act-1' } }, 'fr', titles)).toBe(
      'Regarder : un tour rapide',
    );
    expect(entryName({ name: 'Watch: Gone', label: { key: 'activity', activityId: 'act-9' } }, 'fr', titles)).toBe(
      'Watch: Gone',
    );
  });

  test('a reversal names the entry it undoes; an unlabelled entry reads as written', () => {
    const cancelled: NamedEntry = {
      name: 'Reversal: Vapor Hoodie',
      label: { key: 'reversal' },
      reversed: { name: 'Vapor Hoodie', label: null },
    };
    expect(entryName(cancelled, 'es', titles)).toBe('Anulación: Vapor Hoodie');
    expect(entryName({ name: 'Vapor Hoodie', label: null }, 'es', titles)).toBe('Vapor Hoodie');
  });

  test('asks once for each activity an entry or its reversed entry names', () => {
    const watched: NamedEntry = { name: 'a', label: { key: 'activity', activityId: 'act-1' } };
    const undone: NamedEntry = { name: 'b', label: { key: 'reversal' }, reversed: watched };
    expect(activityIdsOf([watched, undone, { name: 'c', label: null }])).toEqual(['act-1']);
  });
});
