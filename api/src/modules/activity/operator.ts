import type { ActionType } from '@portal/kit/contracts';
import type { Db } from '../../db/db';
import { isHttpsAddress, isPortalPath } from '../../platform/addresses';
import type { Language } from '../../platform/messages';
import { TRANSLATIONS } from '../../platform/translations';
import { recordOperatorAction } from '../operator-log';
import { type ActivityRow, listForOperator, updateActivityTexts } from './repository';
import type { ActivityText, ActivityTexts } from './texts';

/** A refusal the operator fixes by changing the command (printed as is, exit 2). */
export class ActivityTextError extends Error {}

/** The fields an operator sets in one language; an empty French or Spanish value removes that translation. */
export type TextChange = Partial<ActivityText>;

/** The types whose `data` a browser follows or loads: a video, a survey, a document, a link (earning.md). */
const ADDRESS_DATA: readonly ActionType[] = ['view', 'survey', 'read', 'click'];

/**
 * Refuses data a member's browser would follow off the portal or run: a click leads to a page of the
 * portal; a video, survey or document is a path of the portal, an https address, or an id or slug (a
 * YouTube video's, a quiz's, an article's), which holds no ":", "/", "\" or space.
 */
function checkAddressData(type: ActionType, data: string | undefined): void {
  if (data === undefined || data.trim() === '' || !ADDRESS_DATA.includes(type)) return;
  if (type === 'click') {
    if (!isPortalPath(data))
      throw new ActivityTextError(
        'A click activity leads to a page of the portal: --data must be a path such as /rewards.',
      );
    return;
  }
  if (isPortalPath(data) || isHttpsAddress(data) || !/[:/\\\s]/.test(data)) return;
  throw new ActivityTextError(
    `A ${type} activity's --data is a path of the portal, an https:// address, or an id: "${data}" is none of them.`,
  );
}

/**
 * The texts after setting `change` in `language`. English title and description cannot be emptied
 * (every other language falls back to them); English `data` is the activity's own data.
 */
export function changedTexts(
  current: Pick<ActivityRow, 'texts' | 'data' | 'action_type'>,
  language: Language,
  change: TextChange,
): { texts: ActivityTexts; data: string } {
  checkAddressData(current.action_type, change.data);
  if (language === 'en') {
    if (change.title !== undefined && change.title.trim() === '')
      throw new ActivityTextError('The English title is required: French and Spanish fall back to it.');
    if (change.data !== undefined && change.data.trim() === '' && current.data.trim() !== '')
      throw new ActivityTextError(
        "The English --data is the activity's own content (its share text, video or document): it cannot be emptied.",
      );
    const { data, ...en } = change;
    return { texts: { ...current.texts, en: { ...current.texts.en, ...en } }, data: data ?? current.data };
  }
  const entry: Partial<ActivityText> = { ...current.texts[language], ...change };
  for (const field of Object.keys(entry) as (keyof ActivityText)[]) if (!entry[field]?.trim()) delete entry[field];
  const texts: ActivityTexts = { ...current.texts };
  if (Object.keys(entry).length === 0) delete texts[language];
  else texts[language] = entry;
  return { texts, data: current.data };
}

/** Sets an activity's texts in one language, recorded with its operator; answers the texts it now has. */
export async function setActivityText(
  db: Db,
  campaignId: string,
  slug: string,
  language: Language,
  change: TextChange,
  operator: string,
) {
  return db.transaction(async (tx) => {
    const result = await updateActivityTexts(tx, campaignId, slug, (current) =>
      changedTexts(current, language, change),
    );
    if (!result) throw new ActivityTextError(`No activity "${slug}" in this campaign. See activity:list.`);
    const detail = `${language}: ${JSON.stringify(change)}`;
    await recordOperatorAction(tx, { operator, action: 'activity:text', subject: slug, detail });
    return result;
  });
}

/** One line per activity: slug, type, the languages it is written in, its English title. */
export async function describeActivities(db: Db, campaignId: string): Promise<string> {
  const rows = await listForOperator(db, campaignId);
  return rows
    .map((row) => {
      const languages = ['en', ...TRANSLATIONS.filter((language) => row.texts[language])].join(',');
      return `${row.slug}  ${row.action_type}${row.active ? '' : ' (off)'}  [${languages}]  ${row.texts.en.title}`;
    })
    .join('\n');
}
