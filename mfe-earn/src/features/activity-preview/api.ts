import { apiCall } from '@portal/shared';
import type {
  Activity,
  ActivityEvent,
  ActivityEventCredit,
  ActivityPage,
  ReferralResult,
  StreakStatus,
  Survey,
  SurveySubmission,
  SurveySubmissionResult,
} from '@portal/kit';

/** The activity preview's calls (docs/product/earning.md, Calls). */
export const fetchActivity = (id: string) =>
  apiCall<Activity>({ method: 'GET', url: `/s1/activity/${encodeURIComponent(id)}` });

/** Every activity in the member's order, for Previous and Next. */
export const fetchActivityOrder = () =>
  apiCall<ActivityPage>({ method: 'GET', url: '/s1/activity', params: { page: 0, limit: 100 } });

export const startEvent = (reference: string, type?: 'view' | 'read') =>
  apiCall<string | null>({
    method: 'POST',
    url: '/s2/points',
    data: { reference, state: 'started', ...(type ? { type } : {}) },
  });

export const completeEvent = (id: string, type?: 'view' | 'read') =>
  apiCall<ActivityEventCredit | null>({
    method: 'PUT',
    url: '/s2/points',
    data: { id, state: 'completed', ...(type ? { type } : {}) },
  });

export const fetchEvent = (id: string) =>
  apiCall<ActivityEvent>({ method: 'GET', url: `/s2/points/${encodeURIComponent(id)}` });

export const fetchSurvey = (surveyId: string) =>
  apiCall<Survey>({ method: 'GET', url: `/s1/surveylist/${encodeURIComponent(surveyId)}` });

export const submitSurvey = (submission: SurveySubmission) =>
  apiCall<SurveySubmissionResult>({ method: 'POST', url: '/s1/question/user-survey-feedback', data: submission });

export const sendReferrals = (emails: string[]) =>
  apiCall<ReferralResult>({
    method: 'POST',
    url: '/s2/social/referral',
    data: { idList: emails.map((id) => ({ type: 'email', id })) },
  });

export const fetchStreak = (activityId: string) =>
  apiCall<StreakStatus>({ method: 'GET', url: `/s1/activity/${encodeURIComponent(activityId)}/streak` });

export const fetchArticle = (slug: string) =>
  apiCall<{ html: string }>({ method: 'GET', url: `/s1/activity/article/${encodeURIComponent(slug)}` });
