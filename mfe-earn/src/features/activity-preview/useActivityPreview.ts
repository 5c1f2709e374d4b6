import { isSuccess, useSession } from '@portal/shared';
import type { Activity } from '@portal/kit';
import { useCallback, useEffect, useRef, useState } from 'react';
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

  // A language switch: the same activity again, in that language, without leaving the page or
  // remounting the action (a video keeps playing); the action is keyed by the activity's id.
  const language = useSession((session) => session.language);
  const shownLanguage = useRef(language);
  useEffect(() => {
    if (shownLanguage.current === language) return undefined;
    shownLanguage.current = language;
    let alive = true;
    void fetchActivity(id).then((one) => {
      const activity = isSuccess(one) ? one.data : undefined;
      if (!alive || !activity) return;
      setState((shown) =>
        shown.status === 'ready' && shown.activity.id === activity.id ? { ...shown, activity } : shown,
      );
    });
    return () => {
      alive = false;
    };
  }, [id, language]);

  return { state, reload: useCallback(() => setAttempt((n) => n + 1), []) };
}
