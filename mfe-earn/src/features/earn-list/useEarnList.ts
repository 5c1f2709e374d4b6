import { type Activity, type ActivityPortalPage, type ListPage, usePagedList } from '@portal/kit';
import { fetchHomeActivities } from './api';

export interface EarnList {
  status: 'loading' | 'ready' | 'failed';
  activities: Activity[];
  total: number;
  /** The server said the last page is loaded: View More hides. */
  end: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  loadMore: () => void;
  reload: () => void;
}

const toPage = ({ content, metaData, end }: ActivityPortalPage): ListPage<Activity> => ({
  items: content,
  total: metaData.totalRecs,
  end,
});

/** Home's earn list: the first page on mount, then one more page per View More. */
export function useEarnList(): EarnList {
  const { items, ...list } = usePagedList(fetchHomeActivities, toPage);
  return { ...list, activities: items };
}
