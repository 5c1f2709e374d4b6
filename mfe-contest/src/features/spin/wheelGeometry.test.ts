import {
  centreAngle,
  labelTransform,
  HUB_RADIUS,
  HUB_STROKE,
  LABEL_LINE_HEIGHT,
  labelFontSize,
  labelLayout,
  landingRotation,
  segmentAngle,
  segmentAt,
  SLICE_RADIUS,
  slicePath,
  TEXT_RADIUS,
  textWidthEm,
} from './wheelGeometry';

/** The seeded wheels' labels (api/src/modules/contest/demo-contests.ts) in English, French and Spanish. */
const SEEDED = [
  ['Better luck', '10 points', 'Free spin', '50 points', 'Try again', 'Gift card'],
  ['Pas de chance', '10 points', 'Tour gratuit', '50 points', 'Réessayez', 'Carte-cadeau'],
  ['Mala suerte', '10 puntos', 'Giro gratis', '50 puntos', 'Inténtalo otra vez', 'Tarjeta regalo'],
  ['So close', '5 points', '15 points', 'Free spin'],
  ['Presque\u00a0!', '5 points', '15 points', 'Tour gratuit'],
  ['¡Casi!', '5 puntos', '15 puntos', 'Giro gratis'],
  ['Not this time', '500 points', '5,000 points'],
  ['Pas cette fois', '500 points', '5\u00a0000 points'],
  ['Esta vez no', '500 puntos', '5.000 puntos'],
];

/**
 * Where a label's box reaches, measured apart from labelLayout: its four corners on the wheel, each
 * inside the slice (between its sides), clear of the hub and inside the coloured part (not the rim).
 */
function labelOutOfSlice(text: string, index: number, count: number): string[] {
  const { lines, fontSize, radius } = labelLayout(text, count);
  const length = Math.max(...lines.map(textWidthEm)) * fontSize;
  const height = LABEL_LINE_HEIGHT * lines.length * fontSize;
  const problems: string[] = [];
  for (const along of [radius - length / 2, radius + length / 2]) {
    for (const across of [-height / 2, height / 2]) {
      const distance = Math.hypot(along, across);
      // The corner's angle on the wheel, clockwise from the top, relative to the slice's start.
      const angle = centreAngle(index, count) + (Math.atan2(across, along) * 180) / Math.PI;
      const into = angle - index * segmentAngle(count);
      if (distance >= SLICE_RADIUS) problems.push(`${text}: reaches the rim (${distance.toFixed(1)})`);
      if (distance <= HUB_RADIUS + HUB_STROKE / 2) problems.push(`${text}: under the hub`);
      if (count > 1 && (into <= 0 || into >= segmentAngle(count))) problems.push(`${text}: crosses a side`);
    }
  }
  return problems;
}

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

  it('turns the labels of the left half upright, and only those', () => {
    const flipped = (count: number) =>
      Array.from({ length: count }, (_, index) => labelTransform(index, count, 50).endsWith(' rotate(180)'));
    // Four slices centred at 45°, 135°, 225° and 315° clockwise from the pointer.
    expect(flipped(4)).toEqual([false, false, true, true]);
    // Two slices centred at 90° and 270°: the one on the left is turned.
    expect(flipped(2)).toEqual([false, true]);
    expect(labelTransform(0, 4, 50)).toBe('rotate(-45) translate(50 0)');
  });

  it('draws each slice from the centre across its share of the circle', () => {
    expect(slicePath(0, 4, 100)).toBe('M 0 0 L 0.000 -100.000 A 100 100 0 0 1 100.000 0.000 Z');
  });

  it('keeps every seeded label inside its slice, on one line at the full size when it has room', () => {
    for (const wheel of SEEDED) {
      wheel.forEach((text, index) => expect(labelOutOfSlice(text, index, wheel.length)).toEqual([]));
    }
    expect(labelLayout('Free spin', 6)).toEqual({ lines: ['Free spin'], fontSize: 8, radius: TEXT_RADIUS });
    expect(labelLayout('5\u00a0000 points', 3)).toEqual({
      lines: ['5\u00a0000 points'],
      fontSize: 8,
      radius: TEXT_RADIUS,
    });
  });

  it('makes a label too long for its slice smaller, or wraps it, so it stays clear of the rim', () => {
    // At the wheel's size, on one line from TEXT_RADIUS, it ran into the rim: the old drawing.
    const oldEnd = TEXT_RADIUS + (textWidthEm('Inténtalo otra vez') * labelFontSize(6)) / 2;
    expect(oldEnd).toBeGreaterThan(SLICE_RADIUS);
    const layout = labelLayout('Inténtalo otra vez', 6);
    expect(layout.fontSize).toBeLessThan(8);
    expect(layout.fontSize).toBeGreaterThanOrEqual(6.5);
    expect(labelOutOfSlice('Inténtalo otra vez', 4, 6)).toEqual([]);
  });

  it('wraps a long label between words or after a hyphen, never at a no-break space', () => {
    expect(labelLayout('Double points on your next purchase', 4).lines).toEqual([
      'Double points',
      'on your next',
      'purchase',
    ]);
    expect(labelLayout('Carte-cadeau Boutique', 8).lines).toEqual(['Carte-cadeau', 'Boutique']);
    expect(labelLayout('Vale-regalo-sorpresa', 6).lines).toEqual(['Vale-regalo-', 'sorpresa']);
    expect(labelLayout('1\u00a0000\u00a0000\u00a0points', 16).lines).toEqual(['1\u00a0000\u00a0000\u00a0points']);
    for (const count of [2, 6, 12, 16]) {
      expect(labelLayout('Double points on your next purchase', count).lines.join(' ')).toBe(
        'Double points on your next purchase',
      );
    }
  });

  it('fits labels of up to 40 characters on wheels of 2 to 16 slices, smaller on narrow slices', () => {
    const labels = [
      'Inténtalo otra vez',
      'Une carte-cadeau de 25 $ pour la boutique',
      'Una tarjeta regalo de 25 € para la tienda',
      'WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW',
      'Supercalifragilisticexpialidocious prize',
      '¡Casi!',
      '',
    ];
    for (let count = 2; count <= 16; count++) {
      for (const text of labels) {
        const { fontSize, lines } = labelLayout(text, count);
        expect(fontSize).toBeGreaterThan(0);
        expect(fontSize).toBeLessThanOrEqual(labelFontSize(count));
        expect(lines.length).toBeLessThanOrEqual(3);
        for (let index = 0; index < count; index++) expect(labelOutOfSlice(text, index, count)).toEqual([]);
      }
    }
    expect(labelLayout('Inténtalo otra vez', 16).fontSize).toBeLessThan(labelLayout('Inténtalo otra vez', 4).fontSize);
  });

  it('measures a bold label wider for wide letters, and an accented letter as its letter', () => {
    expect(textWidthEm('mmm')).toBeGreaterThan(textWidthEm('iii') * 2);
    expect(textWidthEm('Inténtalo')).toBe(textWidthEm('Intentalo'));
    expect(textWidthEm('¡Ñu!')).toBe(textWidthEm('!Nu!'));
  });
});
