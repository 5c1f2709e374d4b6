import { usePageQuery } from '@portal/shared';
import { useCallback, useEffect } from 'react';
import type { Envelope, RewardPage } from '@portal/kit';
import { CATALOGUE_PAGE_SIZE, fetchRewards, knownRewards } from './api';
import { useLoad } from './useLoad';

/**
 * The catalogue, one zero-based page of 8 at a time, the page kept in the address (`?page=2`) so back
 * from a reward finds the page the member left. Each page is a history entry of its own, as a new query
 * is (docs/decisions.md, 121): back from the second page shows the first, where the member pressed Next.
 * `page` is the address's; the answer names the page it holds (`data.page`), which stays on screen while
 * the next one loads. A page whose answer the page was given shows at once.
 */
export function useCatalogue() {
  const [page, setPage] = usePageQuery();
  const load = useCallback(() => fetchRewards(page).then((body) => withPage(body, page)), [page]);
  const loaded = useLoad(load, () => {
    const known = knownRewards(page);
    return known && withPage(known, page);
  });
  const total = loaded.data?.metaData.totalRecs ?? 0;
  const last = Math.max(0, Math.ceil(total / CATALOGUE_PAGE_SIZE) - 1);
  // An address past the last page (an old link, a catalogue grown shorter) shows the last one instead.
  useEffect(() => {
    if (loaded.status === 'ready' && page > last) setPage(last, { replace: true });
  }, [loaded.status, page, last, setPage]);
  return { page, setPage, ...loaded };
}

/** The answer, naming the page it holds. */
const withPage = (body: Envelope<RewardPage>, page: number) => ({ ...body, data: body.data && { ...body.data, page } });
