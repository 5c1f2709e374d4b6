import type { Envelope } from '@portal/kit';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export type LoadStatus = 'loading' | 'ready' | 'failed';

/**
 * Loads one thing (a page, a reward, the history) and reloads on demand; the last answer wins. `known`,
 * asked once as the screen mounts, gives an answer already there: the first render shows it and the
 * mount asks nothing (docs/decisions.md 145).
 */
export function useLoad<T>(load: () => Promise<Envelope<T>>, known?: () => Envelope<T> | undefined) {
  const [first] = useState(() => {
    const answer = known?.();
    return answer?.httpCode === 200 ? answer.data : undefined;
  });
  const [status, setStatus] = useState<LoadStatus>(first === undefined ? 'loading' : 'ready');
  const [data, setData] = useState<T | undefined>(first);
  const [failure, setFailure] = useState<Envelope<T> | undefined>(undefined);
  const latest = useRef(0);
  // The call whose answer was known: the mount asks nothing of it, also when StrictMode mounts twice.
  const knownFor = useRef(first === undefined ? null : load);

  const reload = useCallback(() => {
    const call = ++latest.current;
    setStatus('loading');
    void load().then((body) => {
      if (call !== latest.current) return;
      const ok = body.httpCode === 200 && body.data !== undefined;
      // The answer renders in a transition, in slices (docs/decisions.md, 65).
      startTransition(() => {
        setData(ok ? body.data : undefined);
        setFailure(ok ? undefined : body);
        setStatus(ok ? 'ready' : 'failed');
      });
    });
  }, [load]);

  useEffect(() => {
    if (knownFor.current !== load) reload();
    return () => {
      latest.current += 1;
    };
  }, [load, reload]);

  return { status, data, failure, reload };
}
