import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A count in the address: a whole number from 1, as the pager's range counts. */
const COUNT_QUERY = /^[1-9]\d{0,5}$/;

/** The address's `key` (null for none), and a setter writing it or, for null, removing it; other keys stay. */
function useQueryValue(key: string): [string | null, (value: string | null, replace: boolean) => void] {
  const [query, setQuery] = useSearchParams();
  const setValue = useCallback(
    (next: string | null, replace: boolean) =>
      setQuery(
        (current) => {
          const changed = new URLSearchParams(current);
          if (next === null) changed.delete(key);
          else changed.set(key, next);
          return changed;
        },
        { replace },
      ),
    [setQuery, key],
  );
  return [query.get(key), setValue];
}

/** The address's `key` as a count (null for none or anything else), and a setter writing it or, for null, removing it. */
function useCountQuery(key: string): [number | null, (value: number | null, replace: boolean) => void] {
  const [raw, setRaw] = useQueryValue(key);
  const value = raw !== null && COUNT_QUERY.test(raw) ? Number(raw) : null;
  const setValue = useCallback(
    (next: number | null, replace: boolean) => setRaw(next === null ? null : String(next), replace),
    [setRaw],
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

/**
 * One of a list's choices kept in the address as `?key=choice` (none for `fallback`), so back from one
 * of its items finds the list as the member chose it, as the earn list's filter does. A choice replaces
 * the address: Back leaves the page rather than undo it. Anything not in `choices` reads as `fallback`.
 */
export function useChoiceQuery<T extends string>(
  key: string,
  choices: readonly T[],
  fallback: T,
): [T, (choice: T) => void] {
  const [raw, setRaw] = useQueryValue(key);
  const setChoice = useCallback((next: T) => setRaw(next === fallback ? null : next, true), [setRaw, fallback]);
  return [choices.find((choice) => choice === raw) ?? fallback, setChoice];
}
