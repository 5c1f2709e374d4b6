import { isSuccess, useSession } from '@portal/shared';
import type { Activity } from '@portal/kit';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { fetchActivities, fetchCompletions } from './api';
import { type Filter, isEnd } from './filters';

export interface EarnPoints {
  status: 'loading' | 'ready' | 'failed';
  activities: Activity[];
  done: ReadonlySet<string>;
  end: boolean;
  loadingMore: boolean;
  /** The last View More failed (as the kit's usePagedList says it): the button stays to try again. */
  loadMoreFailed: boolean;
  loadMore: () => void;
  reload: () => void;
}

/**
 * The earn-points list of one filter: a page at a time, with the done state of each activity. The
 * server writes the activities in the session language, so a language switch loads the list again.
 */
export function useEarnPoints(filter: Filter): EarnPoints {
  const language = useSession((state) => state.language);
  const [status, setStatus] = useState<EarnPoints['status']>('loading');
  const [activities, setActivities] = useState<Activity[]>([]);
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  const [end, setEnd] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const page = useRef(1);
  const shownCount = useRef(0);
  const generation = useRef(0);
  const markedGeneration = useRef(-1);

  /**
   * Marks the page's activities the member has completed as often as they earn. The first answer for
   * a new list replaces the previous list's marks; later pages add theirs, in whatever order they answer.
   */
  const markDone = useCallback(async (content: Activity[], mine: number) => {
    const counts = await fetchCompletions(content.map((a) => a.id));
    if (!isSuccess(counts) || !counts.data || mine !== generation.current) return;
    const finished = counts.data.content.filter((c) => c.count >= c.times).map((c) => c.activityId);
    const fresh = markedGeneration.current !== mine;
    markedGeneration.current = mine;
    startTransition(() => setDone((known) => new Set([...(fresh ? [] : known), ...finished])));
  }, []);

  const load = useCallback(
    async (next: number) => {
      const mine = generation.current;
      const body = await fetchActivities(next, filter);
      if (mine !== generation.current) return true;
      if (!isSuccess(body) || !body.data) return false;
      const { content, metaData } = body.data;
      page.current = next;
      shownCount.current = (next === 1 ? 0 : shownCount.current) + content.length;
      // The list renders in a transition, in slices (docs/decisions.md, 65).
      startTransition(() => {
        setActivities((shown) => (next === 1 ? content : [...shown, ...content]));
        setEnd(isEnd(shownCount.current, metaData.totalRecs));
      });
      // The list shows without waiting for the done marks, which sit over the cards (docs/decisions.md, 74).
      void markDone(content, mine);
      return true;
    },
    [filter, markDone],
  );

  const reload = useCallback(() => {
    generation.current += 1;
    setStatus('loading');
    setLoadMoreFailed(false);
    void load(1).then((ok) => startTransition(() => setStatus(ok ? 'ready' : 'failed')));
  }, [load]);

  const loadMore = useCallback(() => {
    setLoadingMore(true);
    setLoadMoreFailed(false);
    void load(page.current + 1).then((ok) => {
      setLoadingMore(false);
      setLoadMoreFailed(!ok);
    });
  }, [load]);

  useEffect(() => {
    reload();
    return () => {
      generation.current += 1;
    };
  }, [reload, language]);

  return { status, activities, done, end, loadingMore, loadMoreFailed, loadMore, reload };
}
