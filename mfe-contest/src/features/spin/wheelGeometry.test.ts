import { centreAngle, landingRotation, segmentAt, slicePath } from './wheelGeometry';

describe('the wheel geometry', () => {
  it('lands 8 turns on with the winning segment centred under the pointer', () => {
    for (const count of [2, 3, 6, 8, 16]) {
      for (let index = 0; index < count; index++) {
        const rotation = landingRotation(0, index, count, 8);
        expect(rotation).toBeGreaterThanOrEqual(8 * 360);
        expect(rotation).toBeLessThan(9 * 360);
        expect(segmentAt(rotation, count)).toBe(index);
        // The centre of the segment is exactly at the top.
        expect((((centreAngle(index, count) + rotation) % 360) + 360) % 360).toBeCloseTo(0, 6);
      }
    }
  });

  it('turns on from where the wheel stands for the next spin', () => {
    const first = landingRotation(0, 2, 6, 8);
    const second = landingRotation(first, 5, 6, 8);
    expect(second - first).toBeGreaterThanOrEqual(8 * 360);
    expect(segmentAt(second, 6)).toBe(5);
  });

  it('draws each slice from the centre across its share of the circle', () => {
    expect(slicePath(0, 4, 100)).toBe('M 0 0 L 0.000 -100.000 A 100 100 0 0 1 100.000 0.000 Z');
  });
});
