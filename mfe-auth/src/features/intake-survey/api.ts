import { apiCall } from '@portal/shared';
import { type IntakeSurveyRequest, type MemberProfile } from '@portal/kit';

/** Path chosen by the API (the spec does not name it). */
export const INTAKE_SURVEY_PATH = '/s1/identities/intake-survey';

export const submitIntakeSurvey = (request: IntakeSurveyRequest) =>
  apiCall<MemberProfile>({ method: 'POST', url: INTAKE_SURVEY_PATH, data: request });
