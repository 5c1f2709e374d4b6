import { type Activity, type ActivityPortalPage, type ListPage, type PagedList, usePagedList } from '@portal/kit';
import { useShownPagesQuery } from '@portal/shared';
import { fetchHomeActivities } from './api';

/** The kit's paged list, its items named activities; `end` is the server's own last-page flag. */
export type EarnList = Omit<PagedList<Activity>, 'items'> & { activities: Activity[] };

const toPage = ({ content, metaData, end }: ActivityPortalPage): ListPage<Activity> => ({
  items: content,
  total: metaData.totalRecs,
  end,
});

/** Home's earn list: the first page on mount (or the pages in the address), then one more page per View More. */
export function useEarnList(): EarnList {
  const [pages, onPages] = useShownPagesQuery();
  const { items, ...list } = usePagedList(fetchHomeActivities, toPage, { pages, onPages });
  return { ...list, activities: items };
}
