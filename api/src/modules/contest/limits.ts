import type { ContestRow, PrizePeriod } from './repository';

/** Days, weeks and months are counted in UTC (docs/product/contests.md, Limits). */
export function dayStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** The start of the current prize period; null for "the whole contest" (every prize counts). */
export function periodStart(period: PrizePeriod, now: Date): Date | null {
  const day = dayStart(now);
  switch (period) {
    case 'day':
      return day;
    case 'week': {
      // ISO weeks start on Monday.
      const sinceMonday = (day.getUTCDay() + 6) % 7;
      return new Date(day.getTime() - sinceMonday * 86_400_000);
    }
    case 'month':
      return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    case 'contest':
      return null;
  }
}

/** Whether the contest's date range includes `now` (an open end is no limit). */
export function isOpen(contest: Pick<ContestRow, 'starts_at' | 'ends_at'>, now: Date): boolean {
  return (!contest.starts_at || contest.starts_at <= now) && (!contest.ends_at || now < contest.ends_at);
}

export interface MemberSpinCounts {
  today: number;
  total: number;
}

/**
 * Which of the member's own limits leaves no room for one more spin, if any: the total first, since a day
 * cannot lift it (docs/product/contests.md, Limits).
 */
export function memberLimitReached(
  contest: Pick<ContestRow, 'spins_per_day' | 'spins_total'>,
  counts: MemberSpinCounts,
): 'total' | 'today' | undefined {
  if (contest.spins_total !== null && counts.total >= contest.spins_total) return 'total';
  if (contest.spins_per_day !== null && counts.today >= contest.spins_per_day) return 'today';
  return undefined;
}

/** The start of the next day, when a daily limit lifts. */
export const nextDayStart = (now: Date): Date => new Date(dayStart(now).getTime() + 86_400_000);
