import type { CampaignConfig, CampaignSubset, CampaignSubsetRequest } from '@portal/kit/contracts';
import type { Db } from '../../db/db';
import { DomainError } from '../../platform/domain-error';
import type { Language } from '../../platform/messages';
import { inLanguage } from '../../platform/translations';
import { type CampaignRow, findCampaign, listTiers } from './repository';

export type CampaignService = ReturnType<typeof createCampaignService>;

export interface CampaignTier {
  tierId: number;
  levelUpPoints: number;
}

/** Serves the one campaign of this deployment, chosen by CAMPAIGN_SLUG. */
export function createCampaignService(db: Db, slug: string) {
  async function currentCampaign(): Promise<CampaignRow> {
    const row = await findCampaign(db, slug);
    // The front end sends the visitor to /maintenance on any failure, which is the honest page here.
    if (!row) throw new DomainError('campaign.notConfigured', 503);
    return row;
  }

  return {
    /** The id of the campaign this deployment serves; other modules filter their rows by it. */
    async currentId(): Promise<string> {
      return (await currentCampaign()).id;
    },

    /** The point tiers, lowest first: what a member's lifetime points are measured against. */
    async tiers(): Promise<CampaignTier[]> {
      const tiers = await listTiers(db, (await currentCampaign()).id);
      return tiers.map((tier) => ({ tierId: tier.tier_id, levelUpPoints: tier.level_up_points }));
    },

    async getConfig(): Promise<CampaignConfig> {
      return toCampaignConfig(await currentCampaign());
    },

    /** The parts asked for; a tier's description in `language`, else English. */
    async getSubset(
      { pointTierConfig }: CampaignSubsetRequest['reqAttributes'],
      language: Language,
    ): Promise<CampaignSubset> {
      const campaign = await currentCampaign();
      if (pointTierConfig !== 1) return {};
      const tiers = await listTiers(db, campaign.id);
      return {
        pointTierConfig: tiers.map((tier) => ({
          tierId: tier.tier_id,
          tierName: tier.tier_name,
          'level-up-points': tier.level_up_points,
          desc: inLanguage({ ...tier.texts.description, en: tier.description }, language),
        })),
      };
    },
  };
}

function toCampaignConfig(row: CampaignRow): CampaignConfig {
  return {
    ...row.config,
    id: row.id,
    name: row.name,
    campaignState: row.state,
    status: row.status,
    activationStart: row.activation_start.toISOString(),
    activationEnd: row.activation_end.toISOString(),
  };
}
