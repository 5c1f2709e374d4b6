import { isSuccess, useSession } from '@portal/shared';
import type { Activity } from '@portal/kit';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { fetchActivities, fetchCompletions, knownActivities } from './api';
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
 * server writes the activities in the session language, so a language switch loads the list again. A
 * first page whose answer the page was given shows at once.
 */
export function useEarnPoints(filter: Filter): EarnPoints {
  const language = useSession((state) => state.language);
  const [first] = useState(() => knownFirstPage(filter));
  const [status, setStatus] = useState<EarnPoints['status']>(first ? 'ready' : 'loading');
  const [activities, setActivities] = useState<Activity[]>(first?.content ?? []);
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  const [end, setEnd] = useState(first ? isEnd(first.content.length, first.metaData.totalRecs) : true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const page = useRef(1);
  const shownCount = useRef(first?.content.length ?? 0);
  const generation = useRef(0);
  const markedGeneration = useRef(-1);
  // The list whose first page was known: its mount asks only for the done marks, also when StrictMode
  // mounts twice. Forgotten once the list changes, so coming back to it asks again.
  const knownFor = useRef(first ? `${filter} ${language}` : null);

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
    if (first && knownFor.current === `${filter} ${language}`) void markDone(first.content, generation.current);
    else {
      knownFor.current = null;
      reload();
    }
    return () => {
      generation.current += 1;
    };
  }, [reload, language, filter, first, markDone]);

  return { status, activities, done, end, loadingMore, loadMoreFailed, loadMore, reload };
}

/** The first page of the filter's list, if the page was given its answer. */
function knownFirstPage(filter: Filter) {
  const answer = knownActivities(filter);
  return answer && isSuccess(answer) ? answer.data : undefined;
}
