import { tierFor } from '.';

const TIERS = [
  { tierId: 3, levelUpPoints: 1500 },
  { tierId: 1, levelUpPoints: 0 },
  { tierId: 4, levelUpPoints: 5000 },
  { tierId: 2, levelUpPoints: 500 },
];

test('the tier is the highest whose level-up points the lifetime points reach', () => {
  const lifetimePoints = [0, 499, 500, 1499, 1500, 4999, 5000, 90000];
  expect(lifetimePoints.map((points) => tierFor(points, TIERS))).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
});

test('a campaign without tiers leaves every member on tier 1', () => {
  expect(tierFor(2600, [])).toBe(1);
});
