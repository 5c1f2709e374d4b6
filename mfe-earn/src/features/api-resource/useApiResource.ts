import { isSuccess } from '@portal/shared';
import type { Envelope } from '@portal/kit';
import { useCallback, useEffect, useRef, useState } from 'react';

export type ResourceStatus = 'loading' | 'ready' | 'failed';

export interface ApiResource<R> {
  status: ResourceStatus;
  value: R;
  reload: () => void;
}

/**
 * One GET-like call fetched on mount and again on `reload`: `pick` takes what the screen shows out of
 * a successful answer. `load` and `pick` must be stable (module-level) functions. With `quietReload`
 * a reload keeps the shown value and status until the answer comes (a list refreshed after an upload).
 */
export function useApiResource<T, R>(
  load: () => Promise<Envelope<T>>,
  pick: (data: T) => R,
  empty: R,
  quietReload = false,
): ApiResource<R> {
  const [status, setStatus] = useState<ResourceStatus>('loading');
  const [value, setValue] = useState<R>(empty);
  const alive = useRef(true);

  const reload = useCallback(() => {
    if (!quietReload) setStatus('loading');
    void load().then((body) => {
      if (!alive.current) return;
      if (isSuccess(body) && body.data) {
        setValue(pick(body.data));
        setStatus('ready');
      } else setStatus('failed');
    });
  }, [load, pick, quietReload]);

  useEffect(() => {
    alive.current = true;
    reload();
    return () => {
      alive.current = false;
    };
  }, [reload]);

  return { status, value, reload };
}
