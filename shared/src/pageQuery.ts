import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A count in the address: a whole number from 1, as the pager's range counts. */
const COUNT_QUERY = /^[1-9]\d{0,5}$/;

/** The address's `key` as a count (null for none or anything else), and a setter writing it or, for null, removing it. */
function useCountQuery(key: string): [number | null, (value: number | null, replace: boolean) => void] {
  const [query, setQuery] = useSearchParams();
  const raw = query.get(key);
  const value = raw !== null && COUNT_QUERY.test(raw) ? Number(raw) : null;
  const setValue = useCallback(
    (next: number | null, replace: boolean) =>
      setQuery(
        (current) => {
          const changed = new URLSearchParams(current);
          if (next === null) changed.delete(key);
          else changed.set(key, String(next));
          return changed;
        },
        { replace },
      ),
    [setQuery, key],
  );
  return [value, setValue];
}

/**
 * A paged list's page, from 0, kept in the address as `?page=N` (counted from 1; none for the first), so
 * back from one of its items finds the list on the page the member left, and a reload or a shared link
 * opens that page (docs/product/shell.md, Where a new page opens). Each page is a history entry, as a
 * new query is; `replace` corrects an address without adding one. Anything but a whole number from 1
 * reads as the first page.
 */
export function usePageQuery(): [number, (page: number, options?: { replace?: boolean }) => void] {
  const [value, setValue] = useCountQuery('page');
  const setPage = useCallback(
    (next: number, { replace = false } = {}) => setValue(next > 0 ? next + 1 : null, replace),
    [setValue],
  );
  return [value === null ? 0 : value - 1, setPage];
}

/**
 * How many pages a "View More" list shows, kept in the address as `?shown=N` (none for one page), so
 * back from one of its items finds the list as long as the member left it and the shell's place (89)
 * finds the card. View More replaces the address: it is no step that Back goes through. Anything but a
 * whole number reads as one page; the kit's list caps what it asks for at once.
 */
export function useShownPagesQuery(): [number, (pages: number) => void] {
  const [value, setValue] = useCountQuery('shown');
  const setPages = useCallback((next: number) => setValue(next > 1 ? next : null, true), [setValue]);
  return [value ?? 1, setPages];
}
