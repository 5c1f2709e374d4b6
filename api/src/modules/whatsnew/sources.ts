import type { NewActionType, NewItem, WhatsNewItem } from '@portal/kit/contracts';
import type { Language } from '../../platform/messages';

/** Lists a domain's items created after `since` (everything when null), newest first, titled in `language`. */
export type WhatsNewSource = (since: Date | null, language: Language) => Promise<WhatsNewItem[]>;
export type WhatsNewSources = Partial<Record<NewActionType, WhatsNewSource>>;

/** A module's items created after `since`, as the module lists them (its `createdSince`). */
export type CreatedSince = (since: Date | null, language: Language) => Promise<NewItem[]>;

/** What's new of one domain (activities, contests or rewards), from its module's own list. */
export const whatsNewSource =
  (type: NewActionType, createdSince: CreatedSince): WhatsNewSource =>
  async (since, language) =>
    (await createdSince(since, language)).map((item) => ({ ...item, type }));
