import type { NewActionType, WhatsNewPage } from '@portal/kit/contracts';
import type { Db } from '../../db/db';
import { DEFAULT_LANGUAGE, type Language } from '@portal/shared/i18n/language';
import { recordVisit } from './repository';
import { NEW_ACTION_TYPES } from './schema';
import type { WhatsNewSources } from './sources';

export type WhatsNewService = ReturnType<typeof createWhatsNewService>;

export interface WhatsNewQuery {
  newActionType?: string;
  page?: number;
  limit?: number;
}

const parseTypes = (value: string | undefined): NewActionType[] =>
  NEW_ACTION_TYPES.filter((type) => (value ?? NEW_ACTION_TYPES.join(',')).split(',').includes(type));

/**
 * What appeared since the member's previous visit; each call records a new visit. Each domain
 * contributes through its source (sources.ts: activities, contests and rewards, wired in app.ts); a
 * domain without one adds nothing, so the call answers what exists instead of failing.
 */
export function createWhatsNewService(db: Db, sources: WhatsNewSources) {
  return {
    async list(memberId: string, query: WhatsNewQuery, language: Language = DEFAULT_LANGUAGE): Promise<WhatsNewPage> {
      const since = await recordVisit(db, memberId);
      const lists = await Promise.all(
        parseTypes(query.newActionType).map((type) => sources[type]?.(since, language) ?? []),
      );
      const items = lists.flat().sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      const limit = query.limit ?? 2000;
      const start = (query.page ?? 0) * limit;
      return { content: items.slice(start, start + limit), metaData: { totalRecs: items.length } };
    },
  };
}
