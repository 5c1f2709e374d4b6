import { parseArgs } from 'node:util';
import { SUPPORTED_LANGUAGES } from '@portal/shared/i18n/language';
import type { Db } from '../db/db';
import { ActivityTextError, describeActivities, setActivityText } from '../modules/activity';
import { findCampaign } from '../modules/campaign';
import { QuizTextError, setQuizText } from '../modules/earning';
import {
  type CommandGroup,
  UsageError,
  asUsage,
  clearableText,
  noExtraPositionals,
  oneOf,
  operatorName,
} from './command';

/** A title or a quiz text as a card or a question shows it; a description, share text or address. */
const ACTIVITY_TITLE_MAX = 500;
const ACTIVITY_TEXT_MAX = 5_000;

/** Activity and quiz texts per language (docs/product/earning.md, Languages). */
const USAGE = `
  activity:list                             the campaign's activities: slug, type, languages, title
  activity:text <slug> --lang <en|fr|es> [--title <html>] [--description <text>] [--data <text>]
                [--operator <name>]         set an activity's texts in one language; an empty
                                            French or Spanish value removes it (English shows)
  quiz:text <quizId> <questionId>[/<optionId>] --lang <en|fr|es> --text <text> [--operator <name>]
                                            set a quiz question's title or one option's text`;

async function campaignId(db: Db, slug: string): Promise<string> {
  const campaign = await findCampaign(db, slug);
  if (!campaign) throw new UsageError(`No campaign "${slug}". Run "seed" first, or set CAMPAIGN_SLUG.`);
  return campaign.id;
}

const language = (value: string | undefined) => oneOf(value, SUPPORTED_LANGUAGES, 'language (--lang)');

export const activityCommands: CommandGroup = {
  usage: USAGE,
  commands: {
    async 'activity:list'(db, args, slug) {
      noExtraPositionals(args, 0, 'activity:list (no arguments).');
      return (await describeActivities(db, await campaignId(db, slug))) || 'No activities.';
    },

    async 'activity:text'(db, args, slug) {
      const { values, positionals } = parseArgs({
        args,
        allowPositionals: true,
        options: {
          lang: { type: 'string' },
          title: { type: 'string' },
          description: { type: 'string' },
          data: { type: 'string' },
          operator: { type: 'string' },
        },
      });
      noExtraPositionals(positionals, 1, 'activity:text <slug> --lang <en|fr|es> [--title <html>] ….');
      const [activitySlug] = positionals;
      if (!activitySlug) throw new UsageError('Name the activity: activity:text <slug> --lang fr --title "…".');
      const title = clearableText(values.title, '--title', ACTIVITY_TITLE_MAX);
      const description = clearableText(values.description, '--description', ACTIVITY_TEXT_MAX);
      const data = clearableText(values.data, '--data', ACTIVITY_TEXT_MAX);
      if (title === undefined && description === undefined && data === undefined)
        throw new UsageError('Give at least one of --title, --description, --data.');
      const lang = language(values.lang);
      const change = {
        ...(title === undefined ? {} : { title }),
        ...(description === undefined ? {} : { description }),
        ...(data === undefined ? {} : { data }),
      };
      const id = await campaignId(db, slug);
      const operator = operatorName(values.operator);
      const result = await asUsage(
        () => setActivityText(db, id, activitySlug, lang, change, operator),
        ActivityTextError,
      );
      return `Activity "${activitySlug}" texts now:\n${JSON.stringify(result.texts, null, 2)}`;
    },

    async 'quiz:text'(db, args, slug) {
      const { values, positionals } = parseArgs({
        args,
        allowPositionals: true,
        options: { lang: { type: 'string' }, text: { type: 'string' }, operator: { type: 'string' } },
      });
      noExtraPositionals(positionals, 2, 'quiz:text <quizId> <questionId>[/<optionId>] --lang fr --text "…".');
      const [quizId, target] = positionals;
      if (!quizId || !target)
        throw new UsageError('Usage: quiz:text <quizId> <questionId>[/<optionId>] --lang fr --text "…".');
      const text = clearableText(values.text, '--text', ACTIVITY_TITLE_MAX);
      if (text === undefined) throw new UsageError('Give the text: --text "…".');
      const [questionId = '', optionId, ...beyond] = target.split('/');
      if (beyond.length > 0)
        throw new UsageError(
          `"${target}" is a question or a question/option, no more: quiz:text <quizId> <questionId>[/<optionId>].`,
        );
      const lang = language(values.lang);
      const id = await campaignId(db, slug);
      const question = await asUsage(
        () =>
          setQuizText(
            db,
            id,
            quizId,
            { questionId, ...(optionId === undefined ? {} : { optionId }) },
            lang,
            text,
            operatorName(values.operator),
          ),
        QuizTextError,
      );
      return `Question ${question.id} now:\n${JSON.stringify({ title: question.title, options: question.options }, null, 2)}`;
    },
  },
};
