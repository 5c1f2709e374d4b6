import { apiCall } from '@portal/shared';
import { type ActionType, type ActivityPortalPage, type Envelope } from '@portal/kit';

/** Home's paged earn-points call (docs/product/home.md, Calls): 1-based page, 4 per page, these types. */
export const HOME_PAGE_SIZE = 4;
export const HOME_ACTION_TYPES: readonly ActionType[] = [
  'view',
  'survey',
  'refer',
  'read',
  'share',
  'games',
  'click',
  'login-n-earn',
];
export const PORTAL_ACTIVITY_PATH = '/s1/activity/portal';

export function fetchHomeActivities(page: number): Promise<Envelope<ActivityPortalPage>> {
  return apiCall<ActivityPortalPage>({
    method: 'GET',
    url: PORTAL_ACTIVITY_PATH,
    params: { page, limit: HOME_PAGE_SIZE, types: HOME_ACTION_TYPES.join(',') },
  });
}
