import type { Envelope } from '@portal/kit';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export type LoadStatus = 'loading' | 'ready' | 'failed';

/** Loads one thing (a page, a reward, the history) and reloads on demand; the last answer wins. */
export function useLoad<T>(load: () => Promise<Envelope<T>>) {
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [data, setData] = useState<T | undefined>(undefined);
  const [failure, setFailure] = useState<Envelope<T> | undefined>(undefined);
  const latest = useRef(0);

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
    reload();
    return () => {
      latest.current += 1;
    };
  }, [reload]);

  return { status, data, failure, reload };
}
