import { isSuccess, refreshPointBalance, useSession } from '@portal/shared';
import type { PointsHistoryPage } from '@portal/kit';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { fetchHistory } from './api';

/** A page of the history as shown, with its index from 0. */
export interface ShownPage {
  page: PointsHistoryPage;
  index: number;
}

/**
 * While another page loads, the page shown stays (`shown`), so the pager the member pressed keeps its
 * place and its focus; only the first load has nothing to show.
 */
export type HistoryState =
  { status: 'loading'; shown?: ShownPage } | { status: 'failed' } | { status: 'ready'; shown: ShownPage };

/**
 * One page of the member's points history; the header's balance is reloaded with it. The server names
 * the entries in the session language, so a language switch loads the page again. So does a new
 * balance: a credit that lands while the page loads (the day's streak, counted on the same page load)
 * would otherwise be in the header and the toast but not in the list.
 */
export function usePointsHistory(pageIndex: number): { state: HistoryState; reload: () => void } {
  const language = useSession((s) => s.language);
  const balance = useSession((s) => s.pointBalance);
  const [state, setState] = useState<HistoryState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let alive = true;
    setState((previous) => ({ status: 'loading', ...('shown' in previous ? { shown: previous.shown } : {}) }));
    void fetchHistory(pageIndex).then((body) => {
      if (!alive) return;
      const page = isSuccess(body) ? body.data : undefined;
      // The page renders in a transition, in slices (docs/decisions.md, 65).
      startTransition(() =>
        setState(page ? { status: 'ready', shown: { page, index: pageIndex } } : { status: 'failed' }),
      );
      // Credits made elsewhere (a friend's confirmation) show here: the header's balance follows.
      if (isSuccess(body)) void refreshPointBalance();
    });
    return () => {
      alive = false;
    };
  }, [pageIndex, attempt, language, balance]);
  return { state, reload: useCallback(() => setAttempt((n) => n + 1), []) };
}
