import { apiCall } from '@portal/shared';
import type { PointsHistoryPage } from '@portal/kit';

/** Points history page size (docs/product/limits.md). */
export const HISTORY_PAGE_SIZE = 10;

/** GET /s1/points/points-history, 0-based page. */
export const fetchHistory = (pageIndex: number) =>
  apiCall<PointsHistoryPage>({
    method: 'GET',
    url: '/s1/points/points-history',
    params: { page: pageIndex, limit: HISTORY_PAGE_SIZE, pointsDetails: 1 },
  });
