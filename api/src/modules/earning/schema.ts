import { type Static, Type } from '@sinclair/typebox';
import { SUPPORTED_LANGUAGES } from '@portal/shared/i18n/language';
import type {
  ActivityCompletedList,
  ActivityCompletedRequest,
  ActivityEvent,
  ActivityEventComplete,
  ActivityEventCredit,
  ActivityEventStart,
  ReferralRequest,
  ReferralResult,
  StreakStatus,
  Survey,
  SurveySubmission,
} from '@portal/kit/contracts';
import { MAX_REFERRAL_EMAILS } from '@portal/kit/validation/rules';
import { VISIBLE_TEXT_PATTERN } from '../../platform/plain-text';
import type { Assert, Same } from '../../http/contract-check';
import { MAX_TEXT_ANSWER } from './quiz';

/** JSON schemas of the earning calls; the assertions at the end keep them equal to the shared contract. */

const Uuid = Type.String({ format: 'uuid' });
const EventType = Type.Optional(Type.Union([Type.Literal('view'), Type.Literal('read')]));

export const EventStartSchema = Type.Object({ reference: Uuid, state: Type.Literal('started'), type: EventType });
export const EventCompleteSchema = Type.Object({ id: Uuid, state: Type.Literal('completed'), type: EventType });
export const EventIdSchema = Type.Union([Uuid, Type.Null()], { description: 'The event id; null: limit reached.' });
export const EventCreditSchema = Type.Union(
  [
    Type.Object({ points: Type.Integer(), pointBalance: Type.Integer() }, { title: 'ActivityEventCredit' }),
    Type.Null(),
  ],
  { description: 'null when nothing was credited (already completed, or the limit reached).' },
);
export const SubmissionResultSchema = Type.Object({ points: Type.Integer(), pointBalance: Type.Integer() });
export const EventParamsSchema = Type.Object({ id: Uuid });
export const EventSchema = Type.Object(
  {
    id: Type.String(),
    activityId: Type.String(),
    state: Type.Union([Type.Literal('started'), Type.Literal('completed')]),
    extraInfo: Type.Object({ refKey: Type.String() }),
  },
  { title: 'ActivityEvent' },
);

const QuestionType = Type.Union([
  Type.Literal('radio'),
  Type.Literal('boolean'),
  Type.Literal('checkbox'),
  Type.Literal('text'),
]);
export const SurveySchema = Type.Object(
  {
    id: Type.String(),
    questions: Type.Array(
      Type.Object({
        id: Type.String(),
        title: Type.String(),
        type: QuestionType,
        isRequired: Type.Boolean(),
        options: Type.Array(Type.Object({ id: Type.String(), option: Type.String() })),
      }),
    ),
  },
  { title: 'Survey' },
);
export const SurveyParamsSchema = Type.Object({ surveyId: Type.String({ pattern: '^[a-z0-9-]{1,60}$' }) });

export const SubmissionSchema = Type.Object({
  activityId: Uuid,
  surveyId: Type.String({ maxLength: 60 }),
  poitsHistoryId: Uuid,
  userFeedback: Type.Array(
    Type.Object({
      id: Type.String({ maxLength: 60 }),
      answer: Type.Array(Type.String({ maxLength: MAX_TEXT_ANSWER + 100 }), { maxItems: 20 }),
    }),
    { maxItems: 50 },
  ),
});

export const ReferralRequestSchema = Type.Object({
  idList: Type.Array(Type.Object({ type: Type.Literal('email'), id: Type.String({ maxLength: 254 }) }), {
    minItems: 1,
    maxItems: MAX_REFERRAL_EMAILS,
  }),
});
export const ReferralResultSchema = Type.Object(
  { statusList: Type.Array(Type.Object({ id: Type.String(), isValid: Type.Boolean() })) },
  { title: 'ReferralResult' },
);

export const CompletedRequestSchema = Type.Object({ activityIds: Type.Array(Uuid, { maxItems: 100 }) });
export const CompletedListSchema = Type.Object(
  {
    content: Type.Array(Type.Object({ activityId: Type.String(), count: Type.Integer(), times: Type.Integer() })),
  },
  { title: 'ActivityCompletedList' },
);

export const StreakSchema = Type.Object(
  { daysCount: Type.Integer(), earnedToday: Type.Boolean(), points: Type.Integer() },
  { title: 'StreakStatus' },
);

export const ExternalSurveyParamsSchema = Type.Object({ eventId: Uuid });
/** The page's language: the portal fills {lang} in the survey address; without it, Accept-Language decides. */
export const ExternalSurveyQuerySchema = Type.Object({
  lang: Type.Optional(Type.Union(SUPPORTED_LANGUAGES.map((language) => Type.Literal(language)))),
});
/**
 * The demo survey's answers, as its form sends them (external-survey.ts): both questions answered. A
 * report without them earns nothing, and a key the form does not have is not kept.
 */
export const ExternalSurveyAnswersSchema = Type.Object(
  {
    usage: Type.String({ minLength: 1, maxLength: 200, pattern: VISIBLE_TEXT_PATTERN }),
    recommend: Type.Union([Type.Literal('yes'), Type.Literal('no')]),
  },
  { additionalProperties: false },
);

export type ContractChecks = [
  Assert<Same<Static<typeof EventStartSchema>, ActivityEventStart>>,
  Assert<Same<Static<typeof EventCompleteSchema>, ActivityEventComplete>>,
  Assert<Same<Static<typeof EventCreditSchema>, ActivityEventCredit | null>>,
  Assert<Same<Static<typeof EventSchema>, ActivityEvent>>,
  Assert<Same<Static<typeof SurveySchema>, Survey>>,
  Assert<Same<Static<typeof SubmissionSchema>, SurveySubmission>>,
  Assert<Same<Static<typeof ReferralRequestSchema>, ReferralRequest>>,
  Assert<Same<Static<typeof ReferralResultSchema>, ReferralResult>>,
  Assert<Same<Static<typeof CompletedRequestSchema>, ActivityCompletedRequest>>,
  Assert<Same<Static<typeof CompletedListSchema>, ActivityCompletedList>>,
  Assert<Same<Static<typeof StreakSchema>, StreakStatus>>,
];
