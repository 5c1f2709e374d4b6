import { usePageQuery } from '@portal/shared';
import { useCallback, useEffect } from 'react';
import { CATALOGUE_PAGE_SIZE, fetchRewards } from './api';
import { useLoad } from './useLoad';

/**
 * The catalogue, one zero-based page of 8 at a time, the page kept in the address (`?page=2`) so back
 * from a reward finds the page the member left.
 */
export function useCatalogue() {
  const [page, setPage] = usePageQuery();
  const load = useCallback(() => fetchRewards(page), [page]);
  const loaded = useLoad(load);
  const total = loaded.data?.metaData.totalRecs ?? 0;
  const last = Math.max(0, Math.ceil(total / CATALOGUE_PAGE_SIZE) - 1);
  // An address past the last page (an old link, a catalogue grown shorter) shows the last one instead.
  useEffect(() => {
    if (loaded.status === 'ready' && page > last) setPage(last, { replace: true });
  }, [loaded.status, page, last, setPage]);
  return { page, setPage, ...loaded };
}
