import type { TierConfigEntry } from '@portal/kit';

/** Say "almost there" with this many points or fewer left (docs/product/limits.md, Tier almost-there threshold). */
export const ALMOST_THERE_POINTS = 100;

export type TierMessage = 'top' | 'almost' | 'progress';

export interface TierProgress {
  current: TierConfigEntry | null;
  next: TierConfigEntry | null;
  /** 0–100. */
  percent: number;
  /** Points left to the next tier; 0 at the top. */
  toGo: number;
  message: TierMessage;
}

const byThreshold = (tiers: readonly TierConfigEntry[]) =>
  [...tiers].sort((a, b) => a['level-up-points'] - b['level-up-points']);

/** The tier the points alone reach: used only when the access token carries no tier claim. */
function tierByPoints(ladder: TierConfigEntry[], points: number): TierConfigEntry | null {
  return ladder.filter((tier) => tier['level-up-points'] <= points).pop() ?? ladder[0] ?? null;
}

/**
 * The tier bar's rules (docs/product/tiers.md, Tier bar): at the top tier, or at or above the highest tier's
 * level-up points, 100 % and the congratulation; otherwise round(points / next threshold × 100),
 * "almost there" with 100 or fewer points to go, else "making progress".
 */
export function tierProgress(points: number, tierId: number | null, tiers: readonly TierConfigEntry[]): TierProgress {
  const ladder = byThreshold(tiers);
  const current = ladder.find((tier) => tier.tierId === tierId) ?? tierByPoints(ladder, points);
  const highest = ladder[ladder.length - 1];
  const next = current ? (ladder[ladder.indexOf(current) + 1] ?? null) : (ladder[0] ?? null);
  if (!next || !highest || points >= highest['level-up-points']) {
    return { current: current ?? highest ?? null, next: null, percent: 100, toGo: 0, message: 'top' };
  }
  const threshold = next['level-up-points'];
  const percent = threshold > 0 ? Math.min(100, Math.round((points / threshold) * 100)) : 100;
  const toGo = Math.max(0, threshold - points);
  return { current, next, percent, toGo, message: toGo <= ALMOST_THERE_POINTS ? 'almost' : 'progress' };
}
