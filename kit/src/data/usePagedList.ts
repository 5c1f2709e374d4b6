import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { type Envelope, isSuccess } from '../contracts';

/** One page of a list as the screen needs it: its items, the total and whether it is the last page. */
export interface ListPage<T> {
  items: T[];
  total: number;
  end: boolean;
}

export interface PagedList<T> {
  status: 'loading' | 'ready' | 'failed';
  items: T[];
  total: number;
  /** The last page is loaded: View More hides. */
  end: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  loadMore: () => void;
  reload: () => void;
}

/**
 * A "View More" list: page 1 on mount (and on `reload`), then one more page per `loadMore`, appended.
 * The caller passes its API call (`fetchPage`, 1-based page) and reads a successful answer with
 * `toPage`; both must be stable (module-level) functions. Kit stays stateless: the API client is the caller's.
 */
export function usePagedList<P, T>(
  fetchPage: (page: number) => Promise<Envelope<P>>,
  toPage: (data: P, page: number) => ListPage<T>,
): PagedList<T> {
  const [status, setStatus] = useState<PagedList<T>['status']>('loading');
  const [items, setItems] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [end, setEnd] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const page = useRef(0);
  const alive = useRef(true);

  const load = useCallback(
    async (next: number): Promise<boolean> => {
      const body = await fetchPage(next);
      if (!alive.current) return true;
      if (!isSuccess(body) || !body.data) return false;
      const shown = toPage(body.data, next);
      page.current = next;
      // A page renders in a transition, in slices (docs/decisions.md, 65).
      startTransition(() => {
        setItems((before) => (next === 1 ? shown.items : [...before, ...shown.items]));
        setTotal(shown.total);
        setEnd(shown.end);
      });
      return true;
    },
    [fetchPage, toPage],
  );

  const reload = useCallback(() => {
    setStatus('loading');
    void load(1).then((ok) => alive.current && startTransition(() => setStatus(ok ? 'ready' : 'failed')));
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

  return { status, items, total, end, loadingMore, loadMoreFailed, loadMore, reload };
}
