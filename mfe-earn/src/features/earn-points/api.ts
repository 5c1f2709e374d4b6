import { apiCall, knownRouteAnswer } from '@portal/shared';
import type { ActivityCompletedList, ActivityPage } from '@portal/kit';
import { EARN_POINTS_PAGE_SIZE, type Filter, filterTypes } from './filters';

/** GET /s1/activity with the 1-based `page` sent as page-1. */
function activitiesRequest(page: number, filter: Filter) {
  const types = filterTypes(filter);
  const params = { page: page - 1, limit: EARN_POINTS_PAGE_SIZE, ...(types ? { actionType: types.join(',') } : {}) };
  return { method: 'GET', url: '/s1/activity', params } as const;
}

export const fetchActivities = (page: number, filter: Filter) => apiCall<ActivityPage>(activitiesRequest(page, filter));

/** The first page's answer for the filter, if the page was given it (docs/decisions.md 145). */
export const knownActivities = (filter: Filter) => knownRouteAnswer<ActivityPage>(activitiesRequest(1, filter));

/** How often the member completed each listed activity (the count check). */
export const fetchCompletions = (activityIds: string[]) =>
  apiCall<ActivityCompletedList>({ method: 'POST', url: '/s1/activity/web-activity-completed', data: { activityIds } });
