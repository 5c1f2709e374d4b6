import { isSuccess } from '@portal/shared';
import { type Activity } from '@portal/kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchHomeActivities } from './api';

export type EarnListStatus = 'loading' | 'ready' | 'failed';

export interface EarnList {
  status: EarnListStatus;
  activities: Activity[];
  total: number;
  /** The server said the last page is loaded: View More hides. */
  end: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  loadMore: () => void;
  reload: () => void;
}

/** Home's earn list: the first page on mount, then one more page per View More. */
export function useEarnList(): EarnList {
  const [status, setStatus] = useState<EarnListStatus>('loading');
  const [activities, setActivities] = useState<Activity[]>([]);
  const [total, setTotal] = useState(0);
  const [end, setEnd] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const page = useRef(0);
  const alive = useRef(true);

  const load = useCallback(async (next: number): Promise<boolean> => {
    const body = await fetchHomeActivities(next);
    if (!alive.current) return true;
    if (!isSuccess(body) || !body.data) return false;
    const { content, metaData, end: last } = body.data;
    page.current = next;
    setActivities((shown) => (next === 1 ? content : [...shown, ...content]));
    setTotal(metaData.totalRecs);
    setEnd(last);
    return true;
  }, []);

  const reload = useCallback(() => {
    setStatus('loading');
    void load(1).then((ok) => alive.current && setStatus(ok ? 'ready' : 'failed'));
  }, [load]);

  const loadMore = useCallback(() => {
    setLoadingMore(true);
    setLoadMoreFailed(false);
    void load(page.current + 1).then((ok) => {
      if (!alive.current) return;
      setLoadingMore(false);
      setLoadMoreFailed(!ok);
    });
  }, [load]);

  useEffect(() => {
    alive.current = true;
    reload();
    return () => {
      alive.current = false;
    };
  }, [reload]);

  return { status, activities, total, end, loadingMore, loadMoreFailed, loadMore, reload };
}
