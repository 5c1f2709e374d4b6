import type { ContestWheel, SpinBlock } from '@portal/kit';

const BLOCK_KEY = {
  closed: 'blockClosed',
  tier: 'blockTier',
  today: 'blockToday',
  total: 'blockTotal',
  prizes: 'blockPrizes',
  linkUsed: 'blockLinkUsed',
} as const satisfies Record<SpinBlock, string>;

/** The day and time a daily limit lifts, in the reader's language and time zone ("Saturday 7:00 PM"). */
export const spinAgainWhen = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(language, { weekday: 'long', hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

/** The sentence that says why the wheel cannot be spun, and its values; none when the API gave no reason. */
export function spinBlockText(
  wheel: Pick<ContestWheel, 'spinBlock' | 'nextSpinAt'>,
  language: string,
): { key: (typeof BLOCK_KEY)[SpinBlock]; values: { when?: string } } | undefined {
  if (!wheel.spinBlock) return undefined;
  const values = wheel.nextSpinAt ? { when: spinAgainWhen(wheel.nextSpinAt, language) } : {};
  return { key: BLOCK_KEY[wheel.spinBlock], values };
}
