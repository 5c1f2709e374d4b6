import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** `?page=` counts from 1, as the pager's range does; the first page has none. */
const PAGE_QUERY = /^[1-9]\d{0,5}$/;

/**
 * A paged list's page, from 0, kept in the address as `?page=N` (counted from 1; none for the first), so
 * back from one of its items finds the list on the page the member left, and a reload or a shared link
 * opens that page (docs/product/shell.md, Where a new page opens). Each page is a history entry, as a
 * new query is; `replace` corrects an address without adding one. Anything but a whole number from 1
 * reads as the first page.
 */
export function usePageQuery(): [number, (page: number, options?: { replace?: boolean }) => void] {
  const [query, setQuery] = useSearchParams();
  const raw = query.get('page');
  const page = raw !== null && PAGE_QUERY.test(raw) ? Number(raw) - 1 : 0;
  const setPage = useCallback(
    (next: number, { replace = false } = {}) =>
      setQuery(
        (current) => {
          const changed = new URLSearchParams(current);
          if (next > 0) changed.set('page', String(next + 1));
          else changed.delete('page');
          return changed;
        },
        { replace },
      ),
    [setQuery],
  );
  return [page, setPage];
}
