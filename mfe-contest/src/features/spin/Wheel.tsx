import type { WheelSegment } from '@portal/kit';
import { useMemo } from 'react';
import styled from 'styled-components';
import {
  HUB_RADIUS,
  HUB_STROKE,
  LABEL_LINE_HEIGHT,
  labelLayout,
  type LabelLayout,
  labelTransform,
  RIM_RADIUS,
  SLICE_RADIUS,
  slicePath,
} from './wheelGeometry';

const Frame = styled.div`
  position: relative;
  width: min(440px, 88vw);
  aspect-ratio: 1;
  margin: 0 auto;
`;

/**
 * The wheel's face: it stays put while the part inside it turns, and clips that part to its circle.
 * Turned, the inner part's square box would reach past the frame (45° on a four-slice wheel: 21% each
 * side), over Click To Spin below: clipped, it reaches nowhere, and the whole face takes no taps
 * (pointer-events is inherited), which go to what is under it. Its shadow stays below the wheel.
 */
const Face = styled.div`
  width: 100%;
  height: 100%;
  border-radius: 50%;
  overflow: hidden;
  pointer-events: none;
  box-shadow: 0 10px 30px rgba(29, 27, 34, 0.25);
`;

/** The part that turns; its rotation is the server's answer, its transition the animation. */
const Turning = styled.div`
  width: 100%;
  height: 100%;
  svg {
    display: block;
    width: 100%;
    height: 100%;
  }
`;

/** The pointer at 12 o'clock: the segment under it is the result. */
const Pointer = styled.svg`
  position: absolute;
  top: -14px;
  left: 50%;
  width: 36px;
  height: 44px;
  transform: translateX(-50%);
  filter: drop-shadow(0 2px 3px rgba(0, 0, 0, 0.35));
  pointer-events: none;
  z-index: 1;
`;

interface WheelProps {
  segments: readonly WheelSegment[];
  /** Degrees clockwise; a change animates over `durationMs` (0: at once). */
  rotation: number;
  durationMs: number;
  label: string;
}

interface LabelProps {
  segment: WheelSegment;
  index: number;
  count: number;
  layout: LabelLayout;
}

/** A segment's text, inside its slice: on one line, or wrapped onto two or three, smaller when long. */
function Label({ segment, index, count, layout: { lines, fontSize, radius } }: LabelProps) {
  return (
    <text
      transform={labelTransform(index, count, radius)}
      fill={segment.textColor}
      fontSize={fontSize}
      fontWeight="700"
      textAnchor="middle"
      dominantBaseline="middle"
    >
      {lines.length === 1
        ? lines[0]
        : lines.map((line, n) => (
            <tspan
              key={n}
              x="0"
              dy={`${n === 0 ? (-(lines.length - 1) * LABEL_LINE_HEIGHT) / 2 : LABEL_LINE_HEIGHT}em`}
              dominantBaseline="middle"
            >
              {line}
            </tspan>
          ))}
    </text>
  );
}

/** The prize wheel in SVG, crisp at any size: equal slices with their colours and texts. */
export function Wheel({ segments, rotation, durationMs, label }: WheelProps) {
  const count = segments.length;
  // Measured once per wheel, not at each step of a spin.
  const layouts = useMemo(() => segments.map((segment) => labelLayout(segment.text, segments.length)), [segments]);
  return (
    <Frame role="img" aria-label={label}>
      <Pointer viewBox="0 0 36 44" aria-hidden="true">
        <path d="M18 44 L2 10 A16 16 0 0 1 34 10 Z" fill="#1d1b22" stroke="#fff" strokeWidth="3" />
      </Pointer>
      <Face>
        <Turning
          data-testid="wheel"
          data-rotation={rotation}
          style={{
            transform: `rotate(${rotation}deg)`,
            transition: durationMs > 0 ? `transform ${durationMs}ms cubic-bezier(0.15, 0.7, 0.1, 1)` : 'none',
          }}
        >
          <svg viewBox="-100 -100 200 200" aria-hidden="true">
            <circle r={RIM_RADIUS} fill="#1d1b22" />
            {segments.map((segment, index) => (
              <g key={segment.segmentId} data-segment-id={segment.segmentId}>
                <path
                  d={slicePath(index, count, SLICE_RADIUS)}
                  fill={segment.bgColor}
                  stroke="#fff"
                  strokeWidth="0.8"
                />
                <Label segment={segment} index={index} count={count} layout={layouts[index]!} />
              </g>
            ))}
            <circle r={HUB_RADIUS} fill="#fff" stroke="#1d1b22" strokeWidth={HUB_STROKE} />
          </svg>
        </Turning>
      </Face>
    </Frame>
  );
}
