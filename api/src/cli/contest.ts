import { parseArgs } from 'node:util';
import type { Db } from '../db/db';
import {
  configureLimits,
  ContestLimitsError,
  type ContestLimits,
  contestBySlug,
  createContest,
  createPublicLink,
  type PrizePeriod,
  recentSpins,
  saveWheel,
  type SegmentInput,
  setContestEnglish,
  setContestText,
  switchContest,
} from '../modules/contest';
import { translationOf } from '../platform/translations';
import {
  asUsage,
  booleanOption,
  clearableText,
  type CommandGroup,
  isoDate,
  noExtraPositionals,
  oneOf,
  operatorName,
  optionalText,
  POINTS_MAX,
  readOperatorFile,
  type StringOptions,
  textOption,
  UsageError,
  wholeNumber,
} from './command';

/** A contest's name and description as its card shows them. */
const CONTEST_NAME_MAX = 100;
const CONTEST_DESCRIPTION_MAX = 2_000;

const PERIODS: readonly PrizePeriod[] = ['day', 'week', 'month', 'contest'];
const LIMIT_OPTIONS = {
  'per-day': { type: 'string' },
  total: { type: 'string' },
  prizes: { type: 'string' },
  period: { type: 'string' },
  start: { type: 'string' },
  end: { type: 'string' },
  'min-tier': { type: 'string' },
  points: { type: 'string' },
} as const;

/** A contest command's flags: --contest and --operator, and the command's own. */
function contestArgs<T extends StringOptions>(args: string[], options: T) {
  const { values } = parseArgs({
    args,
    options: { ...options, contest: { type: 'string' }, operator: { type: 'string' } } as StringOptions,
  });
  return values as Partial<Record<keyof T | 'contest' | 'operator', string>>;
}

async function operatorContest(db: Db, campaignSlug: string, contestSlug: string | undefined) {
  if (!contestSlug) throw new UsageError('--contest <slug> is required.');
  try {
    return await contestBySlug(db, campaignSlug, contestSlug);
  } catch {
    throw new UsageError(`No contest "${contestSlug}" in campaign "${campaignSlug}".`);
  }
}

/** A positive count, "none" for no limit, or the current value when the flag is absent. */
function optionalCount(value: string | undefined, current: number | null, flag: string): number | null {
  if (value === undefined) return current;
  if (value === 'none') return null;
  if (!/^\d{1,9}$/.test(value) || Number(value) === 0)
    throw new UsageError(`${flag} must be a whole number of at least 1, or "none".`);
  return Number(value);
}

function optionalDate(value: string | undefined, current: Date | null, flag: string): Date | null {
  if (value === undefined) return current;
  return value === 'none' ? null : isoDate(value, flag);
}

/** Contests, their wheels, limits and public links (docs/product/contests.md). */
export const contestCommands: CommandGroup = {
  usage: `
  contest:create --slug <slug> --name <text> [--description <text>] [--points N] [--operator <name>]
                                            add a contest (then give it a wheel with contest:wheel)
  contest:text --contest <slug> --lang <en|fr|es> [--name <text>] [--description <text>] [--operator <name>]
                                            set the contest's name or description in one language;
                                            an empty French or Spanish one removes it (members read
                                            English); the English name cannot be emptied
  contest:active <true|false> --contest <slug> [--operator <name>]
                                            show the contest to members (once it has a wheel) or
                                            take it off their list
  contest:link --contest <slug> --uses <N> [--operator <name>]
                                            create a public wheel link usable N times; prints it
  contest:wheel --contest <slug> --file <wheel.json> [--operator <name>]
                                            replace the wheel (a JSON array of segments: text,
                                            bgColor, textColor, segmentType, probability,
                                            prizePoints | rewardId, and texts {"fr", "es"});
                                            probabilities total 100
  contest:limits --contest <slug> [--per-day N] [--total N] [--prizes N] [--period day|week|month|contest]
                 [--start <ISO>] [--end <ISO>] [--min-tier N] [--points N] [--operator <name>]
                                            change a contest's limits and cost ("none" clears one)
  contest:spins --contest <slug> [--limit N] list the contest's latest spins (N 1-1000, default 50)`,
  commands: {
    async 'contest:create'(db, args, slug) {
      const values = contestArgs(args, {
        slug: { type: 'string' },
        name: { type: 'string' },
        description: { type: 'string' },
        points: { type: 'string' },
      });
      if (!values.slug || !/^[a-z0-9][a-z0-9-]{1,59}$/.test(values.slug))
        throw new UsageError('--slug must be lower-case-words, 2 to 60 characters.');
      const contest = {
        slug: values.slug,
        name: textOption(values.name, '--name', CONTEST_NAME_MAX),
        description: clearableText(values.description, '--description', CONTEST_DESCRIPTION_MAX) ?? '',
        pointRequired: values.points === undefined ? 0 : wholeNumber(values.points, '--points', { max: POINTS_MAX }),
      };
      // The contest module refuses a second contest of one slug with a plain error: ask first, to say it plainly.
      const existing = await contestBySlug(db, slug, contest.slug).catch(() => undefined);
      if (existing)
        throw new UsageError(
          `The campaign already has a contest "${contest.slug}": use contest:text or contest:limits.`,
        );
      await createContest(db, slug, contest, operatorName(values.operator));
      return `Created contest "${contest.name}" (${contest.slug}); give it a wheel with contest:wheel.`;
    },
    async 'contest:text'(db, args, slug) {
      const values = contestArgs(args, {
        lang: { type: 'string' },
        name: { type: 'string' },
        description: { type: 'string' },
      });
      const language = values.lang === 'en' ? 'en' : translationOf(values.lang);
      if (!language) throw new UsageError('--lang must be en, fr or es.');
      if (values.name === undefined && values.description === undefined)
        throw new UsageError('Give --name, --description or both.');
      const operator = operatorName(values.operator);
      const contest = await operatorContest(db, slug, values.contest);
      if (language === 'en') {
        // The English name is what members read where no translation is: it cannot be emptied.
        const change = {
          name: optionalText(values.name, '--name', CONTEST_NAME_MAX),
          description: clearableText(values.description, '--description', CONTEST_DESCRIPTION_MAX),
        };
        if (!(await setContestEnglish(db, contest, change, operator)))
          return `Nothing changed: "${contest.name}" has this en text already.`;
        return `Updated the en text of "${change.name ?? contest.name}".`;
      }
      const change = {
        name: clearableText(values.name, '--name', CONTEST_NAME_MAX),
        description: clearableText(values.description, '--description', CONTEST_DESCRIPTION_MAX),
      };
      if (!(await setContestText(db, contest, language, change, operator)))
        return `Nothing changed: "${contest.name}" has this ${language} text already.`;
      return `Updated the ${language} text of "${contest.name}".`;
    },
    async 'contest:active'(db, args, slug) {
      const { values, positionals } = parseArgs({
        args,
        allowPositionals: true,
        options: { contest: { type: 'string' }, operator: { type: 'string' } },
      });
      noExtraPositionals(positionals, 1, 'contest:active <true|false> --contest <slug>.');
      const active = booleanOption(positionals[0] ?? '', 'contest:active');
      const contest = await operatorContest(db, slug, values.contest);
      if (!(await switchContest(db, contest.id, active, operatorName(values.operator))))
        return `"${contest.name}" is ${active ? 'on' : 'off'} already; nothing changed.`;
      return active
        ? `"${contest.name}" is on: members see it once it has a wheel (contest:wheel).`
        : `"${contest.name}" is off: members no longer see it; its spins and links stay recorded.`;
    },
    async 'contest:link'(db, args, slug) {
      const values = contestArgs(args, { uses: { type: 'string' } });
      const uses = wholeNumber(values.uses, '--uses', { min: 1, max: 1_000_000 });
      const contest = await operatorContest(db, slug, values.contest);
      const token = await createPublicLink(db, contest.id, uses, operatorName(values.operator));
      return `Public link for "${contest.name}", usable ${uses} times: /contestx/${token}`;
    },
    async 'contest:wheel'(db, args, slug) {
      const values = contestArgs(args, { file: { type: 'string' } });
      if (!values.file) throw new UsageError('--file <wheel.json> is required.');
      const text = await readOperatorFile(values.file);
      let segments: SegmentInput[];
      try {
        segments = JSON.parse(text) as SegmentInput[];
      } catch (error) {
        throw new UsageError(`The wheel file is not JSON: ${(error as Error).message}`);
      }
      if (!Array.isArray(segments)) throw new UsageError('The wheel file must hold a JSON array of segments.');
      const contest = await operatorContest(db, slug, values.contest);
      await asUsage(() => saveWheel(db, contest.id, segments, operatorName(values.operator)));
      return `Saved the wheel of "${contest.name}": ${segments.length} segments.`;
    },
    async 'contest:limits'(db, args, slug) {
      const values = contestArgs(args, LIMIT_OPTIONS);
      const contest = await operatorContest(db, slug, values.contest);
      const limits: ContestLimits = {
        spinsPerDay: optionalCount(values['per-day'], contest.spins_per_day, '--per-day'),
        spinsTotal: optionalCount(values.total, contest.spins_total, '--total'),
        prizesPerPeriod: optionalCount(values.prizes, contest.prizes_per_period, '--prizes'),
        prizePeriod: values.period ? oneOf(values.period, PERIODS, 'period') : contest.prize_period,
        startsAt: optionalDate(values.start, contest.starts_at, '--start'),
        endsAt: optionalDate(values.end, contest.ends_at, '--end'),
        minTier: optionalCount(values['min-tier'], contest.min_tier, '--min-tier') ?? 1,
        pointRequired:
          values.points === undefined
            ? contest.point_required
            : wholeNumber(values.points, '--points', { max: POINTS_MAX }),
      };
      if (limits.startsAt && limits.endsAt && limits.endsAt <= limits.startsAt)
        throw new UsageError('--end must be later than --start.');
      const operator = operatorName(values.operator);
      const changed = await asUsage(() => configureLimits(db, contest.id, limits, operator), ContestLimitsError);
      return `${changed ? 'Limits' : 'Nothing changed: limits'} of "${contest.name}": ${JSON.stringify(limits)}`;
    },
    async 'contest:spins'(db, args, slug) {
      const values = contestArgs(args, { limit: { type: 'string' } });
      const contest = await operatorContest(db, slug, values.contest);
      const limit = values.limit === undefined ? 50 : wholeNumber(values.limit, '--limit', { min: 1, max: 1000 });
      const spins = await recentSpins(db, contest.id, limit);
      if (spins.length === 0) return `No spins of "${contest.name}" yet.`;
      return spins
        .map(
          (spin) =>
            `${spin.created_at.toISOString()} spin ${spin.id} ` +
            `${spin.member_id ? `member ${spin.member_id}` : `link ${spin.public_link_id}`} ` +
            `"${spin.segment_text}" (${spin.segment_type}) cost ${spin.cost}` +
            (spin.prize_points ? `, ${spin.prize_points} points` : '') +
            (spin.reward_id ? `, reward ${spin.reward_id} order ${spin.order_id ?? 'none'}` : ''),
        )
        .join('\n');
    },
  },
};
