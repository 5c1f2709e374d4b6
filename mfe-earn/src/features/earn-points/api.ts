import { apiCall } from '@portal/shared';
import type { ActivityCompletedList, ActivityPage } from '@portal/kit';
import { EARN_POINTS_PAGE_SIZE, type Filter, filterTypes } from './filters';

/** GET /s1/activity with the 1-based `page` sent as page-1. */
export function fetchActivities(page: number, filter: Filter) {
  const types = filterTypes(filter);
  return apiCall<ActivityPage>({
    method: 'GET',
    url: '/s1/activity',
    params: { page: page - 1, limit: EARN_POINTS_PAGE_SIZE, ...(types ? { actionType: types.join(',') } : {}) },
  });
}

/** How often the member completed each listed activity (the count check). */
export const fetchCompletions = (activityIds: string[]) =>
  apiCall<ActivityCompletedList>({ method: 'POST', url: '/s1/activity/web-activity-completed', data: { activityIds } });
