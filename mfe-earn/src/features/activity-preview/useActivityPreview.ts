import { isSuccess } from '@portal/shared';
import type { Activity } from '@portal/kit';
import { useCallback, useEffect, useState } from 'react';
import { fetchActivity, fetchActivityOrder } from './api';

export type PreviewState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'failed' }
  | { status: 'ready'; activity: Activity; order: string[] };

/** The activity of the route, and the order of all activities for Previous and Next. */
export function useActivityPreview(id: string): { state: PreviewState; reload: () => void } {
  const [state, setState] = useState<PreviewState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let alive = true;
    setState({ status: 'loading' });
    void Promise.all([fetchActivity(id), fetchActivityOrder()]).then(([one, all]) => {
      if (!alive) return;
      if (one.httpCode === 404 || one.httpCode === 400) return setState({ status: 'notFound' });
      if (!isSuccess(one) || !one.data) return setState({ status: 'failed' });
      const order = isSuccess(all) && all.data ? all.data.content.map((a) => a.id) : [];
      setState({ status: 'ready', activity: one.data, order });
    });
    return () => {
      alive = false;
    };
  }, [id, attempt]);

  return { state, reload: useCallback(() => setAttempt((n) => n + 1), []) };
}
