import type { CampaignConfig, CampaignState } from '@portal/kit/contracts';
import type { Db } from '../../db/db';
import type { Translation } from '../../platform/translations';

export type CampaignStatus = CampaignConfig['status'];

/** The part of CampaignConfig kept in the config jsonb column; the rest are real columns. */
export type CampaignExtras = Omit<
  CampaignConfig,
  'id' | 'name' | 'campaignState' | 'status' | 'activationStart' | 'activationEnd'
>;

export interface CampaignRow {
  id: string;
  slug: string;
  name: string;
  state: CampaignState;
  status: CampaignStatus;
  activation_start: Date;
  activation_end: Date;
  config: CampaignExtras;
}

/** A tier description's translations (migration 0002); the name is the brand's, in every language. */
export interface TierTexts {
  description?: Partial<Record<Translation, string>>;
}

export interface TierRow {
  tier_id: number;
  tier_name: string;
  level_up_points: number;
  description: string;
  texts: TierTexts;
}

export interface NewCampaign {
  slug: string;
  name: string;
  state: CampaignState;
  status: CampaignStatus;
  activationStart: Date;
  activationEnd: Date;
  config: CampaignExtras;
  tiers: TierRow[];
}

const CAMPAIGN_COLUMNS = 'id, slug, name, state, status, activation_start, activation_end, config';

export function findCampaign(db: Db, slug: string): Promise<CampaignRow | undefined> {
  return db.maybeOne<CampaignRow>(`select ${CAMPAIGN_COLUMNS} from campaign where slug = $1`, [slug]);
}

export function listTiers(db: Db, campaignId: string): Promise<TierRow[]> {
  return db.query<TierRow>(
    `select tier_id, tier_name, level_up_points, description, texts
       from campaign_tier where campaign_id = $1 order by tier_id`,
    [campaignId],
  );
}

/** The campaign's top tier (0 without a ladder): a reward or a contest asking for more would be open to no one. */
export async function highestTier(db: Db, campaignId: string): Promise<number> {
  const row = await db.one<{ top: number }>(
    'select coalesce(max(tier_id), 0)::int as top from campaign_tier where campaign_id = $1',
    [campaignId],
  );
  return row.top;
}

/** Inserts the campaign and its tiers unless the slug exists; true when it was created. */
export function insertCampaignIfMissing(db: Db, campaign: NewCampaign): Promise<boolean> {
  return db.transaction(async (tx) => {
    const created = await tx.maybeOne<{ id: string }>(
      `insert into campaign (slug, name, state, status, activation_start, activation_end, config)
       values ($1, $2, $3, $4, $5, $6, $7::jsonb)
       on conflict (slug) do nothing
       returning id`,
      [
        campaign.slug,
        campaign.name,
        campaign.state,
        campaign.status,
        campaign.activationStart,
        campaign.activationEnd,
        JSON.stringify(campaign.config),
      ],
    );
    if (!created) return false;
    for (const tier of campaign.tiers) {
      await tx.query(
        `insert into campaign_tier (campaign_id, tier_id, tier_name, level_up_points, description, texts)
         values ($1, $2, $3, $4, $5, $6::jsonb)`,
        [created.id, tier.tier_id, tier.tier_name, tier.level_up_points, tier.description, JSON.stringify(tier.texts)],
      );
    }
    return true;
  });
}

/** Gives a tier of the campaign `slug` these translations when it has none: an operator's are kept. */
export async function addMissingTierTexts(db: Db, slug: string, tierId: number, texts: TierTexts): Promise<void> {
  await db.query(
    `update campaign_tier t set texts = $3::jsonb
       from campaign c
      where c.id = t.campaign_id and c.slug = $1 and t.tier_id = $2 and t.texts = '{}'::jsonb`,
    [slug, tierId, JSON.stringify(texts)],
  );
}

/** Operator changes (CLI). Each returns the updated row, or undefined when the slug is unknown. */
/** A change of the campaign by an operator, recorded with it: what, from what, to what, by whom. */
export interface CampaignChangeRow {
  field: 'state' | 'status' | 'dates';
  from_value: string;
  to_value: string;
  operator: string;
  created_at: Date;
}

const windowOf = (row: Pick<CampaignRow, 'activation_start' | 'activation_end'>) =>
  `${row.activation_start.toISOString()} to ${row.activation_end.toISOString()}`;

export function updateState(db: Db, slug: string, state: CampaignState, operator: string) {
  return updateCampaign(db, slug, { field: 'state', operator, value: (row) => row.state }, 'state = $2', [state]);
}

export function updateStatus(db: Db, slug: string, status: CampaignStatus, operator: string) {
  return updateCampaign(db, slug, { field: 'status', operator, value: (row) => row.status }, 'status = $2', [status]);
}

export function updateActivationWindow(db: Db, slug: string, start: Date, end: Date, operator: string) {
  return updateCampaign(
    db,
    slug,
    { field: 'dates', operator, value: windowOf },
    'activation_start = $2, activation_end = $3',
    [start, end],
  );
}

/** The campaign after an operator's change, and whether it changed anything. */
export interface CampaignUpdate {
  campaign: CampaignRow;
  changed: boolean;
}

/**
 * Changes the campaign and records the change with its operator, in one transaction; undefined when
 * absent. A value the campaign has already changes nothing and records nothing: the history lists
 * changes, not commands.
 */
function updateCampaign(
  db: Db,
  slug: string,
  change: { field: CampaignChangeRow['field']; operator: string; value: (row: CampaignRow) => string },
  assignments: string,
  values: unknown[],
): Promise<CampaignUpdate | undefined> {
  return db.transaction(async (tx) => {
    const before = await tx.maybeOne<CampaignRow>(
      `select ${CAMPAIGN_COLUMNS} from campaign where slug = $1 for update`,
      [slug],
    );
    if (!before) return undefined;
    const after = await tx.one<CampaignRow>(
      `update campaign set ${assignments} where slug = $1 returning ${CAMPAIGN_COLUMNS}`,
      [slug, ...values],
    );
    const [from, to] = [change.value(before), change.value(after)];
    if (from === to) return { campaign: before, changed: false };
    await tx.query('update campaign set updated_at = now() where id = $1', [after.id]);
    await tx.query(
      `insert into campaign_change (campaign_id, field, from_value, to_value, operator) values ($1, $2, $3, $4, $5)`,
      [after.id, change.field, from, to, change.operator],
    );
    return { campaign: after, changed: true };
  });
}

/** The campaign's changes by operators, oldest first. */
export function findCampaignChanges(db: Db, slug: string): Promise<CampaignChangeRow[]> {
  return db.query<CampaignChangeRow>(
    `select c.field, c.from_value, c.to_value, c.operator, c.created_at
       from campaign_change c join campaign k on k.id = c.campaign_id
      where k.slug = $1 order by c.id`,
    [slug],
  );
}
