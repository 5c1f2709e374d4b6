import type { SurveyQuestion } from '@portal/kit';

export type QuizAnswers = Record<string, string[]>;
export type QuizErrors = Record<string, 'optionRequired' | 'answerRequired'>;

/** Required questions need an answer: "Please select the option." for choices, "Answer is required." for text. */
export function quizErrors(questions: readonly SurveyQuestion[], answers: QuizAnswers): QuizErrors {
  const errors: QuizErrors = {};
  for (const question of questions) {
    const given = (answers[question.id] ?? []).filter((a) => a.trim() !== '');
    if (question.isRequired && given.length === 0) {
      errors[question.id] = question.type === 'text' ? 'answerRequired' : 'optionRequired';
    }
  }
  return errors;
}

/** Radio and boolean keep one choice; checkboxes toggle. */
export function choose(question: SurveyQuestion, current: string[], optionId: string, checked: boolean): string[] {
  if (question.type !== 'checkbox') return [optionId];
  return checked ? [...current.filter((id) => id !== optionId), optionId] : current.filter((id) => id !== optionId);
}
