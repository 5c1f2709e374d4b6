import type { TierConfigEntry } from '@portal/kit';
import { tierProgress } from './tierProgress';

const tier = (tierId: number, tierName: string, points: number): TierConfigEntry => ({
  tierId,
  tierName,
  'level-up-points': points,
  desc: '',
});
const TIERS = [tier(3, 'Expert', 1500), tier(1, 'Rookie', 0), tier(4, 'Genius', 5000), tier(2, 'Insider', 500)];
const summary = (points: number, tierId: number | null) => {
  const p = tierProgress(points, tierId, TIERS);
  return [p.current?.tierName, p.next?.tierName ?? null, p.percent, p.toGo, p.message];
};

describe('the tier progress rules', () => {
  it('rounds points / next threshold × 100 and says making progress with more than 100 to go', () => {
    expect(summary(120, 1)).toEqual(['Rookie', 'Insider', 24, 380, 'progress']);
    expect(summary(2600, 3)).toEqual(['Expert', 'Genius', 52, 2400, 'progress']);
    expect(summary(1, 1)).toEqual(['Rookie', 'Insider', 0, 499, 'progress']);
    expect(summary(3, 1)).toEqual(['Rookie', 'Insider', 1, 497, 'progress']);
  });

  it('says almost there at exactly 100 points to go and fewer, not at 101', () => {
    expect(summary(399, 1)).toEqual(['Rookie', 'Insider', 80, 101, 'progress']);
    expect(summary(400, 1)).toEqual(['Rookie', 'Insider', 80, 100, 'almost']);
    expect(summary(1420, 2)).toEqual(['Insider', 'Expert', 95, 80, 'almost']);
    expect(summary(1499, 2)).toEqual(['Insider', 'Expert', 100, 1, 'almost']);
  });

  it('gives 100 % and the congratulation at the top tier, whatever the balance', () => {
    expect(summary(6200, 4)).toEqual(['Genius', null, 100, 0, 'top']);
    expect(summary(10, 4)).toEqual(['Genius', null, 100, 0, 'top']);
  });

  it('gives 100 % at or above the highest threshold even when the token still says a lower tier', () => {
    expect(summary(5000, 2)).toEqual(['Insider', null, 100, 0, 'top']);
    expect(summary(4999, 3)).toEqual(['Expert', 'Genius', 100, 1, 'almost']);
  });

  it('keeps the token’s tier after a redemption lowered the balance (tiers never demote)', () => {
    expect(summary(200, 3)).toEqual(['Expert', 'Genius', 4, 4800, 'progress']);
  });

  it('falls back to the tier the points reach when the token has no tier claim', () => {
    expect(summary(700, null)).toEqual(['Insider', 'Expert', 47, 800, 'progress']);
  });

  it('shows nothing to reach while no tiers are configured', () => {
    expect(tierProgress(50, 1, [])).toEqual({ current: null, next: null, percent: 100, toGo: 0, message: 'top' });
  });
});
