import { drawWeighted } from './draw';

/** Pearson's chi-square statistic of observed counts against expected ones. */
function chiSquare(observed: number[], expected: number[]): number {
  return observed.reduce((sum, count, i) => sum + (count - expected[i]!) ** 2 / expected[i]!, 0);
}

/**
 * Critical values of chi-square at p = 10⁻⁹, by degrees of freedom. At p = 0.001 a correct draw failed
 * one run in a thousand by chance, and did fail a full run once, turning CI red on its own; at 10⁻⁹ it
 * never does, while a wrong weighting or renormalisation moves thousands of the 100,000 draws and gives
 * a statistic in the hundreds.
 */
const CRITICAL: Record<number, number> = { 3: 44.841, 4: 47.879, 5: 50.692 };
const DRAWS = 100_000;

function countDraws(segments: { name: string; probability: number }[]): number[] {
  const counts = new Map(segments.map((segment) => [segment, 0]));
  for (let i = 0; i < DRAWS; i++) {
    const drawn = drawWeighted(segments)!;
    counts.set(drawn, counts.get(drawn)! + 1);
  }
  return segments.map((segment) => counts.get(segment)!);
}

describe('the draw (crypto.randomInt weighted by probability)', () => {
  it('matches the configured odds over 100,000 draws (chi-square at p = 10⁻⁹)', () => {
    const wheel = [35, 25, 15, 12, 8, 5].map((probability, i) => ({ name: `s${i}`, probability }));
    const observed = countDraws(wheel);
    const expected = wheel.map((segment) => (DRAWS * segment.probability) / 100);
    expect(chiSquare(observed, expected)).toBeLessThan(CRITICAL[5]!);
  });

  it('renormalises the others when a segment is left out (out of stock)', () => {
    const wheel = [40, 30, 20, 5, 5].map((probability, i) => ({ name: `s${i}`, probability }));
    const left = wheel.filter((segment) => segment.name !== 's1');
    const observed = countDraws(left);
    const total = left.reduce((sum, segment) => sum + segment.probability, 0);
    const expected = left.map((segment) => (DRAWS * segment.probability) / total);
    expect(chiSquare(observed, expected)).toBeLessThan(CRITICAL[3]!);
  });

  it('never draws a segment of probability 0, and nothing when no segment has a chance', () => {
    const wheel = [
      { name: 'never', probability: 0 },
      { name: 'always', probability: 100 },
    ];
    for (let i = 0; i < 1000; i++) expect(drawWeighted(wheel)?.name).toBe('always');
    expect(drawWeighted([{ name: 'never', probability: 0 }])).toBeUndefined();
    expect(drawWeighted([])).toBeUndefined();
  });

  it('maps every ticket of the total to the segment that owns it', () => {
    const wheel = [
      { name: 'a', probability: 2 },
      { name: 'b', probability: 3 },
    ];
    expect([0, 1, 2, 3, 4].map((ticket) => drawWeighted(wheel, () => ticket)?.name)).toEqual(['a', 'a', 'b', 'b', 'b']);
  });
});
