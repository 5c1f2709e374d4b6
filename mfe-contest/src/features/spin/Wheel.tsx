import type { WheelSegment } from '@portal/kit';
import styled from 'styled-components';
import { centreAngle, slicePath } from './wheelGeometry';

const RADIUS = 96;
const TEXT_RADIUS = 58;

const Frame = styled.div`
  position: relative;
  width: min(440px, 88vw);
  aspect-ratio: 1;
  margin: 0 auto;
`;

/**
 * The part that turns; its rotation is the server's answer, its transition the animation. Turned, its
 * square box reaches past the frame (45° on a four-slice wheel: 21% each side), over the spin button
 * below: it takes no taps, which go to what is under it.
 */
const Turning = styled.div`
  width: 100%;
  height: 100%;
  border-radius: 50%;
  pointer-events: none;
  box-shadow: 0 10px 30px rgba(29, 27, 34, 0.25);
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
  z-index: 1;
`;

interface WheelProps {
  segments: readonly WheelSegment[];
  /** Degrees clockwise; a change animates over `durationMs` (0: at once). */
  rotation: number;
  durationMs: number;
  label: string;
}

/** The prize wheel in SVG, crisp at any size: equal slices with their colours and texts. */
export function Wheel({ segments, rotation, durationMs, label }: WheelProps) {
  const count = segments.length;
  return (
    <Frame role="img" aria-label={label}>
      <Pointer viewBox="0 0 36 44" aria-hidden="true">
        <path d="M18 44 L2 10 A16 16 0 0 1 34 10 Z" fill="#1d1b22" stroke="#fff" strokeWidth="3" />
      </Pointer>
      <Turning
        data-testid="wheel"
        data-rotation={rotation}
        style={{
          transform: `rotate(${rotation}deg)`,
          transition: durationMs > 0 ? `transform ${durationMs}ms cubic-bezier(0.15, 0.7, 0.1, 1)` : 'none',
        }}
      >
        <svg viewBox="-100 -100 200 200" aria-hidden="true">
          <circle r="99" fill="#1d1b22" />
          {segments.map((segment, index) => (
            <g key={segment.segmentId} data-segment-id={segment.segmentId}>
              <path d={slicePath(index, count, RADIUS)} fill={segment.bgColor} stroke="#fff" strokeWidth="0.8" />
              <text
                transform={`rotate(${centreAngle(index, count) - 90}) translate(${TEXT_RADIUS} 0)`}
                fill={segment.textColor}
                fontSize={count > 10 ? 6 : 8}
                fontWeight="700"
                textAnchor="middle"
                dominantBaseline="middle"
              >
                {segment.text}
              </text>
            </g>
          ))}
          <circle r="12" fill="#fff" stroke="#1d1b22" strokeWidth="3" />
        </svg>
      </Turning>
    </Frame>
  );
}
