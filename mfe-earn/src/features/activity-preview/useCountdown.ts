import { useEffect, useState } from 'react';

/** Whether the page is in view: visible and focused. */
function inView(): boolean {
  return document.visibilityState === 'visible' && document.hasFocus();
}

/**
 * Counts `seconds` down once a second while `running`; with `pauseWhenAway` it stops while the tab is
 * hidden or the window blurred (docs/product/earning.md, Read activity). Answers the seconds left.
 */
export function useCountdown(
  seconds: number,
  running: boolean,
  pauseWhenAway: boolean,
): { left: number; away: boolean } {
  const [left, setLeft] = useState(seconds);
  const [away, setAway] = useState(false);

  useEffect(() => {
    if (!pauseWhenAway) return undefined;
    const update = () => setAway(!inView());
    update();
    window.addEventListener('focus', update);
    window.addEventListener('blur', update);
    document.addEventListener('visibilitychange', update);
    return () => {
      window.removeEventListener('focus', update);
      window.removeEventListener('blur', update);
      document.removeEventListener('visibilitychange', update);
    };
  }, [pauseWhenAway]);

  useEffect(() => {
    if (!running || away || left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((l) => l - 1), 1000);
    return () => clearTimeout(timer);
  }, [running, away, left]);

  return { left, away };
}
