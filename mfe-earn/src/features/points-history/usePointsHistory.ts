import { isSuccess, refreshPointBalance, useSession } from '@portal/shared';
import type { PointsHistoryPage } from '@portal/kit';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { fetchHistory } from './api';

export type HistoryState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; page: PointsHistoryPage };

/**
 * One page of the member's points history; the header's balance is reloaded with it. The server names
 * the entries in the session language, so a language switch loads the page again.
 */
export function usePointsHistory(pageIndex: number): { state: HistoryState; reload: () => void } {
  const language = useSession((s) => s.language);
  const [state, setState] = useState<HistoryState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let alive = true;
    setState({ status: 'loading' });
    void fetchHistory(pageIndex).then((body) => {
      if (!alive) return;
      // The page renders in a transition, in slices (docs/decisions.md, 65).
      startTransition(() =>
        setState(isSuccess(body) && body.data ? { status: 'ready', page: body.data } : { status: 'failed' }),
      );
      // Credits made elsewhere (a friend's confirmation) show here: the header's balance follows.
      if (isSuccess(body)) void refreshPointBalance();
    });
    return () => {
      alive = false;
    };
  }, [pageIndex, attempt, language]);
  return { state, reload: useCallback(() => setAttempt((n) => n + 1), []) };
}
