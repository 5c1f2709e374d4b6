import { ViewMore } from '@portal/kit';
import type { RefObject } from 'react';
import type { EarnList } from './useEarnList';

interface ActivitiesViewMoreProps {
  /** The activity cards' `<ul>`. */
  grid: RefObject<HTMLUListElement | null>;
  list: Pick<EarnList, 'activities' | 'end' | 'loadingMore' | 'loadMoreFailed' | 'loadMore'>;
  /** The list's words for a View More that failed. */
  failedMessage: string;
  status?: string;
}

/** View More under an activity list: home's widget and /earn-points. */
export function ActivitiesViewMore({ grid, list, failedMessage, status }: ActivitiesViewMoreProps) {
  return (
    <ViewMore
      list={grid}
      count={list.activities.length}
      more={!list.end}
      busy={list.loadingMore}
      failed={list.loadMoreFailed ? failedMessage : null}
      onMore={list.loadMore}
      {...(status === undefined ? {} : { status })}
    />
  );
}
