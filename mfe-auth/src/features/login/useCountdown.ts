import { useEffect, useState } from 'react';

/** Seconds left from `seconds`, ticking once a second; calls onZero once when it reaches zero. */
export function useCountdown(seconds: number, onZero: () => void): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (left <= 0) {
      onZero();
      return undefined;
    }
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, onZero]);
  return left;
}

export const minutesSeconds = (total: number): string =>
  `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
