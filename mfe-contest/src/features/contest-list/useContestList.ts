import { isSuccess } from '@portal/shared';
import type { ContestSummary } from '@portal/kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CONTEST_PAGE_SIZE, fetchContests } from './api';
import { hasMore } from './listRules';

export interface ContestList {
  status: 'loading' | 'ready' | 'failed';
  contests: ContestSummary[];
  more: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  loadMore: () => void;
  reload: () => void;
}

/** The contest list: page 1 on mount, one more page per View More. */
export function useContestList(): ContestList {
  const [status, setStatus] = useState<ContestList['status']>('loading');
  const [contests, setContests] = useState<ContestSummary[]>([]);
  const [more, setMore] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const page = useRef(0);
  const alive = useRef(true);

  const load = useCallback(async (next: number): Promise<boolean> => {
    const body = await fetchContests(next);
    if (!alive.current) return true;
    if (!isSuccess(body) || !body.data) return false;
    const { content, metaData } = body.data;
    page.current = next;
    setContests((shown) => (next === 1 ? content : [...shown, ...content]));
    setMore(hasMore(metaData.totalRecs, CONTEST_PAGE_SIZE, next));
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

  return { status, contests, more, loadingMore, loadMoreFailed, loadMore, reload };
}
