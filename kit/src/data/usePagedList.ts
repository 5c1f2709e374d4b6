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

/** The most pages a list loads at once when it comes back: an address cannot make it ask for more. */
export const RESTORED_PAGES_MAX = 10;

export interface PagedListOptions<P = unknown> {
  /**
   * Pages to show when the list mounts, asked for side by side: the list as the member left it, when
   * they come back to it (1 by default, at most RESTORED_PAGES_MAX).
   */
  pages?: number;
  /** Told how many pages are shown after each View More that loaded, so the caller can keep it. */
  onPages?: (pages: number) => void;
  /**
   * Asked once as the list mounts with one page: the first page's answer if the page was given it
   * (shared's `knownRouteAnswer`). The first render shows it and the mount asks nothing.
   */
  known?: () => Envelope<P> | undefined;
}

const restoredPages = (pages = 1): number =>
  Number.isInteger(pages) ? Math.min(Math.max(pages, 1), RESTORED_PAGES_MAX) : 1;

/**
 * A "View More" list: page 1 on mount (or the `pages` it had), then one more page per `loadMore`,
 * appended; `reload` asks again for every page shown. The caller passes its API call (`fetchPage`,
 * 1-based page) and reads a successful answer with `toPage`; both must be stable (module-level)
 * functions. Kit stays stateless: the API client and the address are the caller's.
 */
export function usePagedList<P, T>(
  fetchPage: (page: number) => Promise<Envelope<P>>,
  toPage: (data: P, page: number) => ListPage<T>,
  { pages, onPages, known }: PagedListOptions<P> = {},
): PagedList<T> {
  const [firstPages] = useState(() => restoredPages(pages));
  const [first] = useState(() => (firstPages === 1 ? knownPage(known?.(), toPage) : undefined));
  const [status, setStatus] = useState<PagedList<T>['status']>(first ? 'ready' : 'loading');
  const [items, setItems] = useState<T[]>(first?.items ?? []);
  const [total, setTotal] = useState(first?.total ?? 0);
  const [end, setEnd] = useState(first?.end ?? true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const page = useRef(first ? 1 : 0);
  // The call whose first page was known: the mount asks nothing of it, also when StrictMode mounts twice.
  const knownFor = useRef(first ? fetchPage : null);
  const alive = useRef(true);
  const told = useRef(onPages);
  useEffect(() => {
    told.current = onPages;
  }, [onPages]);

  /** Pages `first` to `last`, side by side; shown only if every one answered, up to the last page there is. */
  const load = useCallback(
    async (first: number, last: number): Promise<boolean> => {
      const numbers = Array.from({ length: last - first + 1 }, (_, i) => first + i);
      const bodies = await Promise.all(numbers.map((next) => fetchPage(next)));
      if (!alive.current) return true;
      const pagesRead = bodies.map((body, i) => (isSuccess(body) && body.data ? toPage(body.data, numbers[i]!) : null));
      if (pagesRead.some((read) => read === null)) return false;
      const ending = pagesRead.findIndex((read) => read!.end);
      const shown = (ending < 0 ? pagesRead : pagesRead.slice(0, ending + 1)) as ListPage<T>[];
      const lastShown = shown[shown.length - 1]!;
      page.current = first + shown.length - 1;
      // A page renders in a transition, in slices (docs/decisions.md, 65).
      startTransition(() => {
        const fresh = shown.flatMap((read) => read.items);
        setItems((before) => (first === 1 ? fresh : [...before, ...fresh]));
        setTotal(lastShown.total);
        setEnd(lastShown.end);
      });
      return true;
    },
    [fetchPage, toPage],
  );

  const reload = useCallback(() => {
    setStatus('loading');
    const count = page.current || firstPages;
    void load(1, count).then((ok) => alive.current && startTransition(() => setStatus(ok ? 'ready' : 'failed')));
  }, [load, firstPages]);

  const loadMore = useCallback(() => {
    setLoadingMore(true);
    setLoadMoreFailed(false);
    const next = page.current + 1;
    void load(next, next).then((ok) => {
      if (!alive.current) return;
      setLoadingMore(false);
      setLoadMoreFailed(!ok);
      if (ok) told.current?.(page.current);
    });
  }, [load]);

  useEffect(() => {
    alive.current = true;
    if (knownFor.current !== fetchPage) reload();
    return () => {
      alive.current = false;
    };
  }, [fetchPage, reload]);

  return { status, items, total, end, loadingMore, loadMoreFailed, loadMore, reload };
}

/** The first page a successful answer holds. */
function knownPage<P, T>(answer: Envelope<P> | undefined, toPage: (data: P, page: number) => ListPage<T>) {
  return answer && isSuccess(answer) && answer.data ? toPage(answer.data, 1) : undefined;
}
