/** Activity events, quizzes, referrals, the streak and points history (docs/product/earning.md). */

/** POST /s2/points: starts an event for the activity named by `reference`. */
export interface ActivityEventStart {
  reference: string;
  state: 'started';
  type?: 'view' | 'read';
}

/** PUT /s2/points: completes the caller's started event `id`. */
export interface ActivityEventComplete {
  id: string;
  state: 'completed';
  type?: 'view' | 'read';
}

/** What a credited completion earned; the call answers null when nothing was credited. */
export interface ActivityEventCredit {
  points: number;
  pointBalance: number;
}

/** GET /s2/points/{id}: one of the caller's events. */
export interface ActivityEvent {
  id: string;
  activityId: string;
  state: 'started' | 'completed';
  extraInfo: { refKey: string };
}

export type SurveyQuestionType = 'radio' | 'boolean' | 'checkbox' | 'text';

export interface SurveyQuestion {
  id: string;
  title: string;
  type: SurveyQuestionType;
  isRequired: boolean;
  options: { id: string; option: string }[];
}

/** GET /s1/surveylist/{surveyId}. */
export interface Survey {
  id: string;
  questions: SurveyQuestion[];
}

/** POST /s1/question/user-survey-feedback. `poitsHistoryId` (sic) is the started event's id. */
export interface SurveySubmission {
  activityId: string;
  surveyId: string;
  poitsHistoryId: string;
  userFeedback: { id: string; answer: string[] }[];
}

export interface SurveySubmissionResult {
  points: number;
  pointBalance: number;
}

/** POST /s2/social/referral. */
export interface ReferralRequest {
  idList: { type: 'email'; id: string }[];
}

export interface ReferralResult {
  statusList: { id: string; isValid: boolean }[];
}

/** POST /s1/activity/web-activity-completed: how often the caller completed each activity. */
export interface ActivityCompletedRequest {
  activityIds: string[];
}

export interface ActivityCompletion {
  activityId: string;
  count: number;
  times: number;
}

export interface ActivityCompletedList {
  content: ActivityCompletion[];
}

/** GET /s1/user/web-streak-count (httpCode 201 when points were earned now) and the streak check. */
export interface StreakStatus {
  daysCount: number;
  earnedToday: boolean;
  /** Points credited by this call; 0 when nothing was credited. */
  points: number;
}

/** GET /s1/points/points-history. */
export interface PointsHistoryItem {
  ledger: 'credit' | 'debit';
  points: number;
  name: string;
  description: string;
  date: string;
}

export interface PointsHistoryPage {
  content: PointsHistoryItem[];
  metaData: { totalRecs: number };
}
