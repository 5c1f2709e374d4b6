import type { PointBalance, PointsHistoryPage } from '@portal/kit/contracts';
import type { Db } from '../../db/db';
import { DomainError } from '../../platform/domain-error';
import type { Language } from '../../platform/messages';
import type { CampaignService } from '../campaign';
import { type EntryNameSources, type NamedEntry, entryName, entryNames } from './entry-name';
import { findMemberPoints, historyPage } from './repository';
import { tierFor } from './tier';

export type PointsService = ReturnType<typeof createPointsService>;

/** Reads of a member's points; every movement goes through the ledger (ledger.ts). */
export function createPointsService(db: Db, campaign: CampaignService, nameSources: EntryNameSources) {
  async function points(memberId: string) {
    const row = await findMemberPoints(db, memberId);
    if (!row) throw new DomainError('member.notFound', 404);
    return row;
  }

  return {
    async balance(memberId: string): Promise<PointBalance> {
      const row = await points(memberId);
      return { pointBalance: row.point_balance, lifetimePoints: row.lifetime_points };
    },

    /** The member's tier id, from lifetime points and the campaign's tiers. */
    async tierOf(memberId: string): Promise<number> {
      const [row, tiers] = await Promise.all([points(memberId), campaign.tiers()]);
      return tierFor(row.lifetime_points, tiers);
    },

    /** The member's ledger, newest first, each entry named in `language`: `pageIndex` is 0-based. */
    async history(memberId: string, pageIndex: number, limit: number, language: Language): Promise<PointsHistoryPage> {
      const { rows, total } = await historyPage(db, memberId, limit, pageIndex * limit);
      const entries: NamedEntry[] = rows.map((row) => ({
        name: row.name,
        label: row.label,
        reversed: row.reversed_name === null ? undefined : { name: row.reversed_name, label: row.reversed_label },
      }));
      const names = await entryNames(entries, language, nameSources);
      const content = rows.map((row, index) => ({
        ledger: row.entry,
        points: row.points,
        name: entryName(entries[index]!, language, names),
        description: row.description,
        date: row.created_at.toISOString(),
      }));
      return { content, metaData: { totalRecs: total } };
    },
  };
}
