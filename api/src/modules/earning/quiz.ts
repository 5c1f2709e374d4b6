import type { Survey, SurveyQuestion, SurveySubmission } from '@portal/kit/contracts';
import { DomainError, type FieldProblem } from '../../platform/domain-error';
import type { Language } from '../../platform/messages';
import { inLanguage } from '../activity';
import type { StoredQuestion } from './repository';

/** Longest text answer kept (docs/product/earning.md, Quiz and survey). */
export const MAX_TEXT_ANSWER = 500;

/** The survey as members see it, in their language: never the correct answers. */
export function publicSurvey(id: string, questions: StoredQuestion[], language: Language): Survey {
  const strip = ({ id: qid, title, type, isRequired, options }: StoredQuestion): SurveyQuestion => ({
    id: qid,
    title: inLanguage(title, language),
    type,
    isRequired,
    options: options.map((choice) => ({ id: choice.id, option: inLanguage(choice.option, language) })),
  });
  return { id, questions: questions.map(strip) };
}

type Answers = Map<string, string[]>;

function answerProblem(question: StoredQuestion, answer: string[]): FieldProblem | null {
  const field = question.id;
  if (answer.length === 0) {
    if (!question.isRequired) return null;
    return { field, code: question.type === 'text' ? 'earning.answerRequired' : 'earning.optionRequired' };
  }
  if (question.type === 'text') {
    return answer.length === 1 && (answer[0] ?? '').length <= MAX_TEXT_ANSWER
      ? null
      : { field, code: 'earning.answerInvalid' };
  }
  const known = new Set(question.options.map((o) => o.id));
  const single = question.type !== 'checkbox';
  const valid = answer.every((a) => known.has(a)) && (!single || answer.length === 1);
  return valid ? null : { field, code: 'earning.answerInvalid' };
}

function normalise(submission: SurveySubmission): Answers {
  const answers: Answers = new Map();
  for (const { id, answer } of submission.userFeedback) {
    const values = [...new Set(answer.map((a) => a.trim()).filter((a) => a !== ''))];
    answers.set(id, values);
  }
  return answers;
}

/** Checks every answer against its question; answers for unknown questions are refused. */
export function checkedAnswers(questions: StoredQuestion[], submission: SurveySubmission): Answers {
  const answers = normalise(submission);
  const ids = new Set(questions.map((q) => q.id));
  const problems: FieldProblem[] = [...answers.keys()]
    .filter((id) => !ids.has(id))
    .map((field) => ({ field, code: 'earning.answerInvalid' }));
  for (const question of questions) {
    const problem = answerProblem(question, answers.get(question.id) ?? []);
    if (problem) problems.push(problem);
  }
  if (problems.length > 0) {
    const first = problems[0]!;
    throw new DomainError(first.code, 400, { errors: problems });
  }
  return answers;
}

/** How many choice questions were answered exactly right, scored on the server. */
export function score(questions: StoredQuestion[], answers: Answers): { correct: number; scored: number } {
  const scoredQuestions = questions.filter((q) => q.correct && q.correct.length > 0);
  const correct = scoredQuestions.filter((q) => {
    const given = [...(answers.get(q.id) ?? [])].sort();
    const expected = [...(q.correct ?? [])].sort();
    return given.length === expected.length && given.every((a, i) => a === expected[i]);
  }).length;
  return { correct, scored: scoredQuestions.length };
}
