import type { Activity, SurveyQuestion } from '@portal/kit';

/** An activity for component tests: a video by default. */
export function testActivity(n: number, extra: Partial<Activity> = {}): Activity {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Activity ${n}`,
    description: `Description ${n}`,
    points: n * 10,
    isTierEnabled: false,
    tierPoints: null,
    actionType: 'view',
    channel: 'file',
    data: '/api/s1/activity/media/demo-video.webm',
    cardHeaderImage: '/api/s1/activity/images/video.svg',
    minimumActivityDuration: 7,
    times: 1,
    activityEventId: null,
    activityData: {},
    ...extra,
  };
}

/** A required radio question with options a and b. */
export const SURVEY_QUESTION: SurveyQuestion = {
  id: 'q',
  title: 'Pick one',
  type: 'radio',
  isRequired: true,
  options: [
    { id: 'a', option: 'A' },
    { id: 'b', option: 'B' },
  ],
};
