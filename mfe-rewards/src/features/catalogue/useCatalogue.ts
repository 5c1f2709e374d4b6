import { useCallback, useState } from 'react';
import { fetchRewards } from './api';
import { useLoad } from './useLoad';

/** The catalogue, one zero-based page of 8 at a time. */
export function useCatalogue() {
  const [page, setPage] = useState(0);
  const load = useCallback(() => fetchRewards(page), [page]);
  return { page, setPage, ...useLoad(load) };
}
