import type { NewActionType, WhatsNewItem } from '@portal/kit/contracts';
import type { Language } from '../../platform/messages';
import type { ActivityService } from '../activity';

/** Lists a domain's items created after `since` (everything when null), newest first, titled in `language`. */
export type WhatsNewSource = (since: Date | null, language: Language) => Promise<WhatsNewItem[]>;
export type WhatsNewSources = Partial<Record<NewActionType, WhatsNewSource>>;

/** New activities of this deployment's campaign, as the activity module reports them. */
export const activitySource =
  (activities: Pick<ActivityService, 'createdSince'>): WhatsNewSource =>
  async (since, language) =>
    (await activities.createdSince(since, language)).map((item) => ({ ...item, type: 'activity' }));
