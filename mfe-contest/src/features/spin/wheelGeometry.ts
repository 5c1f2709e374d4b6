/**
 * The wheel's geometry (docs/product/limits.md, Spin animation): the circle split equally among the
 * segments, segment 0 starting at the pointer (12 o'clock) and the others following clockwise.
 * Angles are degrees, clockwise from the top.
 */
export const SPIN_MS = 5000;
export const SPIN_TURNS = 8;
/** With prefers-reduced-motion: one short turn instead of 8 in 5 seconds. */
export const REDUCED_SPIN_MS = 600;
export const REDUCED_SPIN_TURNS = 1;

export const segmentAngle = (count: number): number => 360 / count;

/** The angle of a segment's centre on the unturned wheel. */
export const centreAngle = (index: number, count: number): number => (index + 0.5) * segmentAngle(count);

const normalise = (angle: number): number => ((angle % 360) + 360) % 360;

/**
 * The wheel's rotation after a spin that lands on segment `index`: at least `turns` full turns more
 * than `from`, stopping with the segment's centre under the pointer.
 */
export function landingRotation(from: number, index: number, count: number, turns: number): number {
  const target = normalise(-centreAngle(index, count));
  return from + turns * 360 + normalise(target - normalise(from));
}

/** Which segment is under the pointer at a rotation (the inverse of landingRotation). */
export function segmentAt(rotation: number, count: number): number {
  return Math.floor(normalise(-rotation) / segmentAngle(count)) % count;
}

/** A point of the wheel at `angle` and `radius` in SVG coordinates (centre 0,0; y down). */
export function pointAt(angle: number, radius: number): { x: number; y: number } {
  const radians = (angle * Math.PI) / 180;
  return { x: radius * Math.sin(radians), y: -radius * Math.cos(radians) };
}

/** The SVG path of segment `index`: a pie slice of the circle of `radius`. */
export function slicePath(index: number, count: number, radius: number): string {
  if (count === 1)
    return `M 0 ${-radius} A ${radius} ${radius} 0 1 1 0 ${radius} A ${radius} ${radius} 0 1 1 0 ${-radius} Z`;
  const start = pointAt(index * segmentAngle(count), radius);
  const end = pointAt((index + 1) * segmentAngle(count), radius);
  const large = segmentAngle(count) > 180 ? 1 : 0;
  // "+ 0" turns -0 into 0, so no "-0.000" appears.
  const f = (n: number) => (Math.round(n * 1000) / 1000 + 0).toFixed(3);
  return `M 0 0 L ${f(start.x)} ${f(start.y)} A ${radius} ${radius} 0 ${large} 1 ${f(end.x)} ${f(end.y)} Z`;
}
