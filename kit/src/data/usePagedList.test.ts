import { act, renderHook, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import type { Envelope } from '../contracts';
import { type ListPage, RESTORED_PAGES_MAX, usePagedList } from './usePagedList';

interface Page {
  names: string[];
  totalRecs: number;
}

const PAGE_SIZE = 2;
const ALL = ['a', 'b', 'c', 'd', 'e'];
const toPage = (data: Page, page: number): ListPage<string> => ({
  items: data.names,
  total: data.totalRecs,
  end: data.totalRecs <= PAGE_SIZE * page,
});

function server(failPages: number[] = []) {
  const asked: number[] = [];
  const fetchPage = (page: number): Promise<Envelope<Page>> => {
    asked.push(page);
    if (failPages.includes(page)) return Promise.resolve({ httpCode: 500, message: 'Something went wrong.' });
    const names = ALL.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
    return Promise.resolve({ httpCode: 200, data: { names, totalRecs: ALL.length } });
  };
  return { asked, fetchPage };
}

test('loads page 1 on mount, appends one page per loadMore and ends on the last page', async () => {
  const { asked, fetchPage } = server();
  const { result } = renderHook(() => usePagedList(fetchPage, toPage));
  expect(result.current.status).toBe('loading');
  await waitFor(() => expect(result.current.status).toBe('ready'));
  expect(result.current).toMatchObject({ items: ['a', 'b'], total: 5, end: false });

  act(() => result.current.loadMore());
  await waitFor(() => expect(result.current.items).toEqual(['a', 'b', 'c', 'd']));
  act(() => result.current.loadMore());
  await waitFor(() => expect(result.current.end).toBe(true));
  expect(result.current.items).toEqual(ALL);
  expect(asked).toEqual([1, 2, 3]);
});

test('a failed first page is "failed"; a failed next page keeps the shown items', async () => {
  const first = server([1]);
  const failing = renderHook(() => usePagedList(first.fetchPage, toPage));
  await waitFor(() => expect(failing.result.current.status).toBe('failed'));

  const next = server([2]);
  const { result } = renderHook(() => usePagedList(next.fetchPage, toPage));
  await waitFor(() => expect(result.current.status).toBe('ready'));
  act(() => result.current.loadMore());
  await waitFor(() => expect(result.current.loadMoreFailed).toBe(true));
  expect(result.current).toMatchObject({ items: ['a', 'b'], loadingMore: false, end: false });
});

test('tells the caller how many pages it shows after each View More', async () => {
  const { fetchPage } = server();
  const told: number[] = [];
  const onPages = (pages: number) => told.push(pages);
  const { result } = renderHook(() => usePagedList(fetchPage, toPage, { onPages }));
  await waitFor(() => expect(result.current.status).toBe('ready'));
  act(() => result.current.loadMore());
  await waitFor(() => expect(result.current.items).toHaveLength(4));
  act(() => result.current.loadMore());
  await waitFor(() => expect(result.current.end).toBe(true));
  expect(told).toEqual([2, 3]);
});

test('comes back with the pages it had, asked side by side, and View More goes on from there', async () => {
  const { asked, fetchPage } = server();
  const { result } = renderHook(() => usePagedList(fetchPage, toPage, { pages: 2 }));
  await waitFor(() => expect(result.current.status).toBe('ready'));
  expect(result.current).toMatchObject({ items: ['a', 'b', 'c', 'd'], end: false });
  expect(asked).toEqual([1, 2]);
  act(() => result.current.loadMore());
  await waitFor(() => expect(result.current.end).toBe(true));
  expect(result.current.items).toEqual(ALL);
  expect(asked).toEqual([1, 2, 3]);
});

test('pages past the last, or more than it may ask at once, show the list up to its end', async () => {
  const { asked, fetchPage } = server();
  const { result } = renderHook(() => usePagedList(fetchPage, toPage, { pages: 500 }));
  await waitFor(() => expect(result.current.status).toBe('ready'));
  expect(result.current).toMatchObject({ items: ALL, end: true });
  expect(asked).toHaveLength(RESTORED_PAGES_MAX);
});

test('a list that comes back with a page failing is "failed", and reload asks for all its pages again', async () => {
  const failing = server([2]);
  const { result } = renderHook(() => usePagedList(failing.fetchPage, toPage, { pages: 2 }));
  await waitFor(() => expect(result.current.status).toBe('failed'));
  expect(result.current.items).toEqual([]);
  act(() => result.current.reload());
  await waitFor(() => expect(failing.asked).toEqual([1, 2, 1, 2]));
});

describe('a first page already known (docs/decisions.md 145)', () => {
  const knownFirst = () =>
    jest
      .fn<Envelope<Page> | undefined, []>()
      .mockReturnValueOnce({ httpCode: 200, data: { names: ['a', 'b'], totalRecs: ALL.length } });

  it('is shown in the first render, also mounted twice by StrictMode; the mount asks nothing and View More goes on from it', async () => {
    const { asked, fetchPage } = server();
    const renders: string[] = [];
    const { result } = renderHook(
      () => {
        const list = usePagedList(fetchPage, toPage, { known: knownFirst() });
        renders.push(`${list.status} ${list.items.join()}`);
        return list;
      },
      { wrapper: StrictMode },
    );
    expect(renders[0]).toBe('ready a,b');
    await act(async () => undefined);
    expect(asked).toEqual([]);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toEqual(['a', 'b', 'c', 'd']));
    expect(asked).toEqual([2]);
  });

  it('is not used when the list comes back with more pages than one: they are all asked for', async () => {
    const { asked, fetchPage } = server();
    const known = knownFirst();
    const { result } = renderHook(() => usePagedList(fetchPage, toPage, { pages: 2, known }));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.items).toEqual(['a', 'b', 'c', 'd']));
    expect(asked).toEqual([1, 2]);
    expect(known).not.toHaveBeenCalled();
  });
});
