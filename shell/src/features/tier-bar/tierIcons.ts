import tier1 from './icons/tier-1.svg';
import tier2 from './icons/tier-2.svg';
import tier3 from './icons/tier-3.svg';
import tier4 from './icons/tier-4.svg';

const ICONS = [tier1, tier2, tier3, tier4];

/** The badge of a tier by its tierId; tiers beyond the fourth reuse the top badge. */
export function tierIcon(tierId: number): string {
  const index = Math.min(Math.max(tierId, 1), ICONS.length) - 1;
  return ICONS[index] ?? tier1;
}
