import { type ContestPage, type ContestSummary, type ListPage, usePagedList } from '@portal/kit';
import { useShownPagesQuery } from '@portal/shared';
import { CONTEST_PAGE_SIZE, fetchContests, knownContests } from './api';
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

const toPage = ({ content, metaData }: ContestPage, page: number): ListPage<ContestSummary> => ({
  items: content,
  total: metaData.totalRecs,
  end: !hasMore(metaData.totalRecs, CONTEST_PAGE_SIZE, page),
});

/**
 * The contest list: page 1 on mount (or the pages in the address), shown at once when the page was
 * given its answer, one more page per View More.
 */
export function useContestList(): ContestList {
  const [pages, onPages] = useShownPagesQuery();
  const { status, items, end, loadingMore, loadMoreFailed, loadMore, reload } = usePagedList(fetchContests, toPage, {
    pages,
    onPages,
    known: knownContests,
  });
  return { status, contests: items, more: !end, loadingMore, loadMoreFailed, loadMore, reload };
}
