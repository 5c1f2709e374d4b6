import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { type Envelope, isSuccess } from '../contracts';

export type ResourceStatus = 'loading' | 'ready' | 'failed';

export interface ApiResource<R> {
  status: ResourceStatus;
  value: R;
  /** Asks again and shows "loading" meanwhile (a retry). */
  reload: () => void;
  /** Asks again and keeps what is shown until the answer (a list refreshed after an upload). */
  refresh: () => void;
}

/**
 * One API call made on mount and again on demand; `pick` takes what the screen shows out of a
 * successful answer. The caller passes its API call, so the kit holds no API client; `load` and
 * `pick` must be stable (module-level) functions. `known`, asked once as the screen mounts, gives an
 * answer the page was given (shared's `knownRouteAnswer`): the first render shows it and nothing is asked.
 */
export function useApiResource<T, R>(
  load: () => Promise<Envelope<T>>,
  pick: (data: T) => R,
  empty: R,
  known?: () => Envelope<T> | undefined,
): ApiResource<R> {
  const [first] = useState(() => readyValue(known?.(), pick));
  const [status, setStatus] = useState<ResourceStatus>(first ? 'ready' : 'loading');
  const [value, setValue] = useState<R>(first ? first.value : empty);
  // The call whose answer was known: the mount asks nothing of it, also when StrictMode mounts twice.
  const knownFor = useRef(first ? load : null);
  const alive = useRef(true);

  const refresh = useCallback(() => {
    void load().then((body) => {
      if (!alive.current) return;
      // An answer renders in a transition: React draws a long list in slices and yields to the
      // browser between them, so it does not block input (docs/decisions.md, 65).
      startTransition(() => {
        if (isSuccess(body) && body.data) {
          setValue(pick(body.data));
          setStatus('ready');
        } else setStatus('failed');
      });
    });
  }, [load, pick]);

  const reload = useCallback(() => {
    setStatus('loading');
    refresh();
  }, [refresh]);

  useEffect(() => {
    alive.current = true;
    if (knownFor.current !== load) refresh();
    return () => {
      alive.current = false;
    };
  }, [load, refresh]);

  return { status, value, reload, refresh };
}

/** What a successful answer shows, boxed so that a value of `undefined` still counts. */
function readyValue<T, R>(answer: Envelope<T> | undefined, pick: (data: T) => R): { value: R } | undefined {
  return answer && isSuccess(answer) && answer.data ? { value: pick(answer.data) } : undefined;
}
