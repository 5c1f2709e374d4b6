import type { WheelSegment } from '@portal/kit';
import { render, screen } from '@testing-library/react';
import { Wheel } from './Wheel';
import { labelLayout } from './wheelGeometry';

/** The Monthly Prize Wheel as a Spanish member reads it (api/src/modules/contest/demo-contests.ts). */
const TEXTS = ['Mala suerte', '10 puntos', 'Giro gratis', '50 puntos', 'Inténtalo otra vez', 'Tarjeta regalo'];
const segments = (texts: readonly string[]): WheelSegment[] =>
  texts.map((text, n) => ({
    segmentId: `00000000-0000-4000-8000-00000000000${n}`,
    text,
    bgColor: '#e9e4ef',
    textColor: '#1d1b22',
    segmentType: 'sorry',
  }));

/** The SVG text of a label; a wrapped one reads as its lines run together. */
const labelOf = (text: string) => [...document.querySelectorAll('text')].find((t) => t.textContent === text);

describe('the wheel', () => {
  it('draws each label inside its slice: a long one smaller, the others at the wheel’s size', () => {
    render(<Wheel segments={segments(TEXTS)} rotation={45} durationMs={0} label="Ruleta de premios" />);
    // The picture keeps its name; its drawing is hidden from screen readers.
    expect(screen.getByRole('img', { name: 'Ruleta de premios' })).toBeInTheDocument();
    expect(document.querySelector('svg[viewBox="-100 -100 200 200"]')).toHaveAttribute('aria-hidden', 'true');
    const long = labelOf('Inténtalo otra vez')!;
    // Before: font size 8 at radius 58, so it ran from 15 to 101, into the rim (the slices end at 96).
    const layout = labelLayout('Inténtalo otra vez', 6);
    expect(long).toHaveAttribute('font-size', String(layout.fontSize));
    expect(Number(long.getAttribute('font-size'))).toBeLessThan(8);
    // Its slice is on the left half: turned half a turn so that it reads upright.
    expect(long.getAttribute('transform')).toBe(`rotate(${4.5 * 60 - 90}) translate(${layout.radius} 0) rotate(180)`);
    expect(labelOf('Mala suerte')).toHaveAttribute('font-size', '8');
  });

  it('wraps a label onto lines, one tspan each, centred on the slice', () => {
    render(
      <Wheel
        segments={segments(['Double points on your next purchase', 'So close'])}
        rotation={0}
        durationMs={0}
        label="Prize wheel"
      />,
    );
    const text = [...document.querySelectorAll('text')].find((t) => t.textContent?.startsWith('Double'))!;
    const lines = [...text.querySelectorAll('tspan')];
    expect(lines.map((line) => line.textContent)).toEqual(labelLayout('Double points on your next purchase', 2).lines);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.every((line) => line.getAttribute('x') === '0')).toBe(true);
    // The first line goes up by half the block, each next one down by a line.
    expect(lines[0]).toHaveAttribute('dy', `${(-(lines.length - 1) * 1.15) / 2}em`);
    expect(lines[1]).toHaveAttribute('dy', '1.15em');
    expect(labelOf('So close')?.querySelector('tspan')).toBeNull();
  });
});
