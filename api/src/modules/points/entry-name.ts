import { type Language, translate } from '../../platform/messages';
import type { LedgerLabel } from './ledger';

/** An entry as the history reads it: its English name, its label, and for a reversal the reversed entry's. */
export interface NamedEntry {
  name: string;
  label: LedgerLabel | null;
  reversed?: { name: string; label: LedgerLabel | null };
}

/** Activity titles in the member's language, by activity id (the activity module answers). */
export type ActivityTitles = (activityIds: string[], language: Language) => Promise<Map<string, string>>;

/** The activities an entry's name depends on, its own or the one it reverses. */
export function activityIdsOf(entries: NamedEntry[]): string[] {
  const ids = entries.flatMap(({ label, reversed }) =>
    [label, reversed?.label].flatMap((l) => (l?.key === 'activity' ? [l.activityId] : [])),
  );
  return [...new Set(ids)];
}

/**
 * What the member reads for an entry in `language`. Whatever has no translation falls back to the
 * English record: an unlabelled entry (a reward's name), an activity no longer found.
 */
export function entryName(entry: NamedEntry, language: Language, titles: Map<string, string>): string {
  const { label, name } = entry;
  if (!label) return name;
  switch (label.key) {
    case 'activity':
      return titles.get(label.activityId) ?? name;
    case 'streakDay':
      return translate('ledger.streakDay', language, { day: label.day });
    case 'reversal':
      return entry.reversed
        ? translate('ledger.reversal', language, { name: entryName(entry.reversed, language, titles) })
        : name;
    default:
      return translate(`ledger.${label.key}`, language);
  }
}
