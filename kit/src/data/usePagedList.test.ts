import { act, renderHook, waitFor } from '@testing-library/react';
import type { Envelope } from '../contracts';
import { type ListPage, usePagedList } from './usePagedList';

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
