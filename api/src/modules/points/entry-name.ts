import { type Language, translate } from '../../platform/messages';
import type { LedgerLabel } from './ledger';

/** An entry as the history reads it: its English name, its label, and for a reversal the reversed entry's. */
export interface NamedEntry {
  name: string;
  label: LedgerLabel | null;
  reversed?: { name: string; label: LedgerLabel | null };
}

/** Names in the member's language, by id: activity titles, reward and contest names (their modules answer). */
export type NamesById = (ids: string[], language: Language) => Promise<Map<string, string>>;

export interface EntryNameSources {
  activityTitles: NamesById;
  rewardNames: NamesById;
  contestNames: NamesById;
}

/** The titles and names an entry list needs, each asked once. */
export interface EntryNames {
  activities: Map<string, string>;
  rewards: Map<string, string>;
  contests: Map<string, string>;
}

const labelsOf = (entries: NamedEntry[]) =>
  entries.flatMap(({ label, reversed }) => [label, reversed?.label]).filter((label) => label != null);

/** Asks each source once for the ids the entries (or the entries they reverse) name. */
export async function entryNames(
  entries: NamedEntry[],
  language: Language,
  sources: EntryNameSources,
): Promise<EntryNames> {
  const labels = labelsOf(entries);
  const idsOf = (pick: (label: LedgerLabel) => string | undefined) => [
    ...new Set(labels.flatMap((label) => pick(label) ?? [])),
  ];
  const ask = (source: NamesById, ids: string[]) =>
    ids.length > 0 ? source(ids, language) : Promise.resolve(new Map<string, string>());
  const [activities, rewards, contests] = await Promise.all([
    ask(
      sources.activityTitles,
      idsOf((l) => (l.key === 'activity' ? l.activityId : undefined)),
    ),
    ask(
      sources.rewardNames,
      idsOf((l) => (l.key === 'reward' ? l.rewardId : undefined)),
    ),
    ask(
      sources.contestNames,
      idsOf((l) => ('contestId' in l ? l.contestId : undefined)),
    ),
  ]);
  return { activities, rewards, contests };
}

/**
 * What the member reads for an entry in `language`. Whatever has no translation falls back to the
 * English record: an unlabelled entry, an activity or a reward no longer found.
 */
export function entryName(entry: NamedEntry, language: Language, names: EntryNames): string {
  const { label, name } = entry;
  if (!label) return name;
  switch (label.key) {
    case 'activity':
      return names.activities.get(label.activityId) ?? name;
    case 'reward':
      return names.rewards.get(label.rewardId) ?? name;
    case 'contestSpin':
    case 'contestPrize': {
      const contest = names.contests.get(label.contestId);
      return contest === undefined ? name : translate(`ledger.${label.key}`, language, { contest });
    }
    case 'streakDay':
      return translate('ledger.streakDay', language, { day: label.day });
    case 'reversal':
      return entry.reversed
        ? translate('ledger.reversal', language, { name: entryName(entry.reversed, language, names) })
        : name;
    default:
      return translate(`ledger.${label.key}`, language);
  }
}
