import { randomInt } from 'node:crypto';

/** Something that can be drawn with a weight: a segment's probability, an integer percentage. */
export interface Weighted {
  probability: number;
}

/** A uniform integer in [0, max): crypto.randomInt unless a test gives another source. */
export type RandomInt = (max: number) => number;

/**
 * Draws one candidate, each with a chance of its probability divided by the candidates' total: the
 * segments left out (a prize out of stock) are not candidates, so the others are renormalised
 * (docs/product/contests.md, The draw). Undefined when no candidate has a chance.
 */
export function drawWeighted<T extends Weighted>(
  candidates: readonly T[],
  random: RandomInt = randomInt,
): T | undefined {
  const total = candidates.reduce((sum, candidate) => sum + candidate.probability, 0);
  if (total <= 0) return undefined;
  let ticket = random(total);
  for (const candidate of candidates) {
    if (ticket < candidate.probability) return candidate;
    ticket -= candidate.probability;
  }
  throw new Error(`The draw's ticket fell outside a total of ${total}.`);
}
