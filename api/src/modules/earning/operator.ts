import type { Db } from '../../db/db';
import type { Language } from '../../platform/messages';
import { recordOperatorAction } from '../operator-log';
import { lockSurvey, saveSurvey, type StoredQuestion } from './repository';

/** A refusal the operator fixes by changing the command (printed as is, exit 2). */
export class QuizTextError extends Error {}

/**
 * The questions after setting, in `language`, the title of `questionId` or, with `optionId`, that
 * option's text. An empty French or Spanish text removes the translation (English shows); English
 * cannot be emptied. Ids, types and correct answers never change here, so scoring stays as it was.
 */
export function changedQuestions(
  questions: StoredQuestion[],
  target: { questionId: string; optionId?: string },
  language: Language,
  text: string,
): StoredQuestion[] {
  const question = questions.find((q) => q.id === target.questionId);
  if (!question)
    throw new QuizTextError(`No question "${target.questionId}". Questions: ${questions.map((q) => q.id).join(', ')}.`);
  if (language === 'en' && text.trim() === '')
    throw new QuizTextError('English text is required: the others fall back to it.');
  const option = target.optionId === undefined ? undefined : question.options.find((o) => o.id === target.optionId);
  if (target.optionId !== undefined && !option)
    throw new QuizTextError(
      `No option "${target.optionId}" in ${question.id}. Options: ${question.options.map((o) => o.id).join(', ') || 'none'}.`,
    );
  const set = <T extends StoredQuestion['title']>(current: T): T => {
    const next = { ...current };
    if (language !== 'en' && text.trim() === '') delete next[language];
    else next[language] = text;
    return next;
  };
  return questions.map((q) => {
    if (q !== question) return q;
    if (!option) return { ...q, title: set(q.title) };
    return { ...q, options: q.options.map((o) => (o === option ? { ...o, option: set(o.option) } : o)) };
  });
}

/** Sets one question title or option text of a quiz in one language; answers the changed question. */
export async function setQuizText(
  db: Db,
  campaignId: string,
  surveyId: string,
  target: { questionId: string; optionId?: string },
  language: Language,
  text: string,
  operator: string,
): Promise<StoredQuestion> {
  return db.transaction(async (tx) => {
    const survey = await lockSurvey(tx, campaignId, surveyId);
    if (!survey) throw new QuizTextError(`No quiz "${surveyId}" in this campaign.`);
    const questions = changedQuestions(survey.questions, target, language, text);
    await saveSurvey(tx, campaignId, surveyId, questions);
    const subject = `${surveyId} ${target.questionId}${target.optionId ? `/${target.optionId}` : ''}`;
    await recordOperatorAction(tx, { operator, action: 'quiz:text', subject, detail: `${language}: ${text}` });
    return questions.find((q) => q.id === target.questionId)!;
  });
}
