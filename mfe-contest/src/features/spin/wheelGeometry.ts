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

/**
 * Where a segment's label sits: along its slice's middle, at `radius` from the hub. A label runs from
 * the hub outwards, which on the wheel's left half is upside down; there it is turned half a turn about
 * its own centre, so every label reads upright while the wheel is at rest.
 */
export function labelTransform(index: number, count: number, radius: number): string {
  const angle = centreAngle(index, count);
  const leftHalf = angle > 180 && angle < 360;
  return `rotate(${angle - 90}) translate(${radius} 0)${leftHalf ? ' rotate(180)' : ''}`;
}

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

/** The wheel's drawing in SVG units (its viewBox is 200 wide, centred on 0,0). */
export const SLICE_RADIUS = 96;
/** The dark rim around the slices. */
export const RIM_RADIUS = 99;
/** The white hub over the centre, and its outline's width. */
export const HUB_RADIUS = 12;
export const HUB_STROKE = 3;
/** Where a label's centre sits along its slice's middle, when it has room there. */
export const TEXT_RADIUS = 58;
/** A label's font size: the largest it may be (a wheel of more than 10 slices has narrow slices). */
export const labelFontSize = (count: number): number => (count > 10 ? 6 : 8);
/** The distance between the lines of a label that wraps, in em. */
export const LABEL_LINE_HEIGHT = 1.15;
/** At most this many lines; a label longer than they hold is made smaller. */
export const LABEL_MAX_LINES = 3;

/** A label's room: clear of the hub and of the rim, and this far from its slice's sides. */
const LABEL_INNER = HUB_RADIUS + HUB_STROKE / 2 + 3;
const LABEL_OUTER = SLICE_RADIUS - 4;
const LABEL_SIDE_GAP = 1.5;
/** A wrapped label counts as this share of its size, per extra line: it wraps only to stay clearly larger. */
const WRAP_PENALTY = 0.85;

const NARROW = new Set("ijlI'.,/|\u00a0\u202f ");
const SEMI_NARROW = new Set('ftr!¡:;-()’‘*[]');
const SEMI_WIDE = new Set('csz?¿"“”');
const WIDE_CAPITALS = new Set('ABDGHKNOQRUVX&#+×');
const WIDEST = new Set('mwMWœæŒÆ%@—');

/**
 * A character's width in em, in a bold sans serif. The wheel's labels are in the page's font, which
 * is the member's system font ('Inter', 'Segoe UI', system-ui): these are DejaVu Sans Bold's widths
 * (Linux's system font, among the widest), rounded up, so a label measured here fits in Inter, Segoe
 * UI, Roboto, San Francisco or Arial too. An accented letter is as wide as its letter.
 */
export function charWidthEm(char: string): number {
  const base = char.normalize('NFD').charAt(0) || char;
  if (NARROW.has(base)) return 0.38;
  if (SEMI_NARROW.has(base)) return 0.5;
  if (SEMI_WIDE.has(base)) return 0.6;
  if (WIDEST.has(char) || WIDEST.has(base)) return 1.1;
  if (/[a-z0-9]/.test(base)) return 0.73;
  if (WIDE_CAPITALS.has(base)) return 0.87;
  if (/[A-Z$€£]/.test(base)) return 0.73;
  // Ideographs and the like are an em wide; anything else, as a wide capital.
  return base.codePointAt(0)! >= 0x2e80 ? 1 : 0.87;
}

/** A text's width in em (see charWidthEm): at font size s, it is s times this. */
export const textWidthEm = (text: string): number => [...text].reduce((sum, char) => sum + charWidthEm(char), 0);

/** How a segment's label is drawn: its lines, its font size and where its centre sits along the slice. */
export interface LabelLayout {
  lines: string[];
  fontSize: number;
  /** The distance from the wheel's centre to the middle of the label. */
  radius: number;
}

/**
 * The pieces a label may wrap between: its words, and the parts of a hyphenated word (the hyphen ends
 * the line). A no-break space ("5 000 points", "Presque !") never wraps. `space` says whether a space
 * comes before the piece on the same line.
 */
function pieces(text: string): Array<{ text: string; space: boolean }> {
  return text
    .trim()
    .split(/[ \t\n]+/)
    .flatMap((word) => word.split(/(?<=-)(?=.)/).map((part, index) => ({ text: part, space: index === 0 })));
}

/** Every way to put the pieces on 1 to `max` lines, in order. */
function wrappings(parts: ReturnType<typeof pieces>, max: number): string[][] {
  const line = (from: number, to: number) =>
    parts
      .slice(from, to)
      .map((part, index) => (index > 0 && part.space ? ` ${part.text}` : part.text))
      .join('');
  const result: string[][] = [];
  const walk = (from: number, lines: string[]) => {
    for (let to = from + 1; to <= parts.length; to++) {
      const next = [...lines, line(from, to)];
      if (to === parts.length) result.push(next);
      else if (next.length < max) walk(to, next);
    }
  };
  walk(0, []);
  return result;
}

/**
 * The block of a label `widthEm` long (along the slice's middle) and `heightEm` high, at font size
 * `size`: the range where its inner end may sit, clear of the hub, of the slice's sides (which come
 * closer towards the centre) and of the rim (which its outer corners must not reach). Null when it
 * does not fit anywhere.
 */
function labelRoom(widthEm: number, heightEm: number, size: number, count: number) {
  const length = widthEm * size;
  const half = (heightEm * size) / 2;
  const halfAngle = Math.PI / Math.max(count, 1);
  // A point (a, half) is inside the slice when a·sin(θ/2) − half·cos(θ/2) ≥ the gap: the sides of a
  // slice of half a circle or more never come near it.
  const fromSides = halfAngle >= Math.PI / 2 ? 0 : (LABEL_SIDE_GAP + half * Math.cos(halfAngle)) / Math.sin(halfAngle);
  const first = Math.max(LABEL_INNER, fromSides);
  const last = Math.sqrt(Math.max(LABEL_OUTER ** 2 - half ** 2, 0)) - length;
  return first <= last ? { first, last, length } : null;
}

/** The largest font size, up to `max`, at which a label of these lines fits its slice (0: none). */
function largestSize(lines: readonly string[], count: number, max: number): number {
  const widthEm = Math.max(...lines.map(textWidthEm));
  const heightEm = LABEL_LINE_HEIGHT * lines.length;
  if (labelRoom(widthEm, heightEm, max, count)) return max;
  let low = 0;
  let high = max;
  for (let step = 0; step < 30; step++) {
    const middle = (low + high) / 2;
    if (labelRoom(widthEm, heightEm, middle, count)) low = middle;
    else high = middle;
  }
  return low;
}

/**
 * How a segment's label fits inside its slice of a wheel of `count` segments: at the wheel's font
 * size on one line when it has room; otherwise on 2 or 3 lines (between words, or after a hyphen)
 * when that keeps it clearly larger, else smaller. Its centre stays at TEXT_RADIUS unless the label
 * needs to move in or out to fit. ("Inténtalo otra vez" on six slices: one line at 7 instead of 8, a
 * little nearer the hub; "Double points on your next purchase" on four: three lines.)
 */
export function labelLayout(text: string, count: number): LabelLayout {
  const max = labelFontSize(count);
  const candidates = wrappings(pieces(text), LABEL_MAX_LINES).map((lines) => {
    const size = Math.floor(largestSize(lines, count, max) * 10) / 10;
    const widthEm = Math.max(...lines.map(textWidthEm));
    return { lines, size, widthEm, score: size * WRAP_PENALTY ** (lines.length - 1) };
  });
  // The largest (a wrap pays its penalty); between equals, the fewer lines, then the more even ones.
  const better = (a: (typeof candidates)[number], b: (typeof candidates)[number]) =>
    b.score !== a.score
      ? b.score > a.score
      : b.lines.length !== a.lines.length
        ? b.lines.length < a.lines.length
        : b.widthEm < a.widthEm;
  const best = candidates.reduce((a, b) => (better(a, b) ? b : a));
  const fontSize = best.size;
  const room = labelRoom(best.widthEm, LABEL_LINE_HEIGHT * best.lines.length, fontSize, count);
  const centre = room
    ? Math.min(Math.max(TEXT_RADIUS, room.first + room.length / 2), room.last + room.length / 2)
    : TEXT_RADIUS;
  return { lines: best.lines, fontSize, radius: Math.round(centre * 100) / 100 };
}
