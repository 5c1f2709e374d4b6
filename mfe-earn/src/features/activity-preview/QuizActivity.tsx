import { isSuccess, refreshPointBalance, toast, useSession } from '@portal/shared';
import { type Activity, BusyButton, CheckRow, FieldBox, LoadFailed, Spinner, type SurveyQuestion } from '@portal/kit';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { fetchSurvey, submitSurvey } from './api';
import { failureMessage } from './outcome';
import { choose, type QuizAnswers, type QuizErrors, quizErrors } from './quizRules';
import { Problem } from './styles';
import { PREVIEW_NS } from './translations';
import type { ActivityEventControls } from './useActivityEvent';

const Question = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  /* Floated, the question sits inside the box on every line, not astride its top border when it wraps. */
  legend {
    float: left;
    width: 100%;
    padding: 0;
    font-weight: 700;
  }
  /* The kit's option row, tall enough to be an easy target on a phone. */
  label {
    min-height: 32px;
  }
  label input {
    margin: 0;
  }
  /* A text answer is a few words: on a desktop its input stays a readable width, not the box's. */
  input[type='text'] {
    max-width: 32rem;
  }
`;

const surveyIdOf = (activity: Activity) => String(activity.activityData.surveyId ?? activity.data);

function QuestionField(props: {
  question: SurveyQuestion;
  value: string[];
  error: string | undefined;
  onChange: (value: string[]) => void;
}) {
  const { t } = useTranslation(PREVIEW_NS);
  const { question, value, error, onChange } = props;
  const errorId = `${question.id}-error`;
  const described = error ? { 'aria-describedby': errorId, 'aria-invalid': true } : {};
  return (
    <Question>
      <legend>
        {question.title} {!question.isRequired && t('quiz.optional')}
      </legend>
      {question.type === 'text' ? (
        <FieldBox>
          <input
            type="text"
            aria-label={question.title}
            maxLength={500}
            value={value[0] ?? ''}
            onChange={(e) => onChange([e.target.value])}
            {...described}
          />
        </FieldBox>
      ) : (
        question.options.map((option) => (
          <CheckRow key={option.id}>
            <input
              type={question.type === 'checkbox' ? 'checkbox' : 'radio'}
              name={question.id}
              value={option.id}
              checked={value.includes(option.id)}
              onChange={(e) => onChange(choose(question, value, option.id, e.target.checked))}
              {...described}
            />
            {option.option}
          </CheckRow>
        ))
      )}
      {error && (
        <Problem id={errorId} role="alert">
          {error}
        </Problem>
      )}
    </Question>
  );
}

/** The in-app quiz: questions from the survey list, required answers checked here and on the server. */
export function QuizActivity({ activity, events }: { activity: Activity; events: ActivityEventControls }) {
  const { t } = useTranslation(PREVIEW_NS);
  const navigate = useNavigate();
  const [questions, setQuestions] = useState<SurveyQuestion[] | null>(null);
  // The questions did not load: a retry (attempt) asks again. Questions already shown stay if the
  // call for another language fails.
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [eventId, setEventId] = useState<string | null>(null);
  const [exhausted, setExhausted] = useState(false);
  const [answers, setAnswers] = useState<QuizAnswers>({});
  const [errors, setErrors] = useState<QuizErrors>({});
  // A new object per failed attempt: once its messages show, the first unanswered question takes focus
  // (and so comes into view), as every form of the kit does (docs/decisions.md, 91). Envoyer is at the
  // foot of a long quiz on a phone, and the messages were off screen above it.
  const [failedSubmit, setFailedSubmit] = useState<{ form: HTMLFormElement } | null>(null);
  useEffect(() => {
    failedSubmit?.form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedSubmit]);
  const [sending, setSending] = useState(false);
  const { start } = events;
  const surveyId = surveyIdOf(activity);
  // The API answers the questions in the session language: a switch asks for them again, while the
  // event and the answers (option ids, the same in every language) stay.
  const language = useSession((state) => state.language);

  useEffect(() => {
    let alive = true;
    void start().then((id) => {
      if (!alive) return;
      // No event: the activity's times are used up. The start has opened the maximum-points dialog
      // (or said why it failed); the quiz has nothing left to send.
      if (id) setEventId(id);
      else setExhausted(true);
    });
    return () => {
      alive = false;
    };
  }, [start]);

  useEffect(() => {
    let alive = true;
    void fetchSurvey(surveyId).then((survey) => {
      if (!alive) return;
      const loaded = isSuccess(survey) && survey.data;
      if (loaded) setQuestions(loaded.questions);
      setFailed(!loaded);
    });
    return () => {
      alive = false;
    };
  }, [surveyId, language, attempt]);

  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);

  if (!questions && failed) return <LoadFailed message={t('quiz.loadFailed')} onRetry={retry} />;
  if (exhausted) return null;
  if (!questions || !eventId) return <Spinner />;

  // After a submit has shown what is missing, each answer given takes its question's message away.
  const answer = (questionId: string, value: string[]) => {
    const next = { ...answers, [questionId]: value };
    setAnswers(next);
    if (Object.keys(errors).length > 0) setErrors(quizErrors(questions, next));
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = quizErrors(questions, answers);
    setErrors(found);
    if (Object.keys(found).length > 0) return setFailedSubmit({ form: event.currentTarget });
    setSending(true);
    const userFeedback = questions.map(({ id }) => ({ id, answer: answers[id] ?? [] }));
    const body = await submitSurvey({
      activityId: activity.id,
      surveyId,
      poitsHistoryId: eventId,
      userFeedback,
    });
    setSending(false);
    if (isSuccess(body) && body.data) {
      toast.success(t('quiz.submitted'));
      toast.success(t('earned', { points: body.data.points }));
      void refreshPointBalance();
      navigate('/earn-points');
      return;
    }
    const message = body.httpCode === 409 ? failureMessage(body) : null;
    toast.error(message ? t('sorry', { message: message.replace(/\.$/, '') }) : t('quiz.failed'));
    if (message) navigate('/earn-points');
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      {questions.map((question) => (
        <QuestionField
          key={question.id}
          question={question}
          value={answers[question.id] ?? []}
          error={errors[question.id] && t(`quiz.${errors[question.id]}`)}
          onChange={(value) => answer(question.id, value)}
        />
      ))}
      <BusyButton type="submit" busy={sending}>
        {sending ? t('quiz.sending') : t('quiz.submit')}
      </BusyButton>
    </form>
  );
}
