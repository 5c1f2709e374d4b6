import { parseArgs } from 'node:util';
import type { CampaignState } from '@portal/kit/contracts';
import { migrate } from '../db/migrate';
import {
  type CampaignRow,
  type CampaignUpdate,
  type CampaignStatus,
  findCampaign,
  findCampaignChanges,
  updateActivationWindow,
  updateState,
  updateStatus,
} from '../modules/campaign';
import { seedDemo } from '../seed';
import {
  type CommandGroup,
  isoDate,
  noExtraPositionals,
  oneOf,
  operatorName,
  UsageError,
  valueAndOperator,
} from './command';

const STATES: readonly CampaignState[] = ['active', 'coming', 'expired'];
const STATUSES: readonly CampaignStatus[] = ['active', 'maintenance'];

/**
 * The state, not the dates, decides what members meet (docs/product/campaign.md, States): the dates are
 * what the upcoming and expired screens show. A window that says otherwise than the state is worth a
 * line, so that an operator who set the dates does not take them for a schedule.
 */
export function windowNote(row: Pick<CampaignRow, 'state' | 'activation_start' | 'activation_end'>, now: Date): string {
  if (row.state === 'coming' && row.activation_start <= now)
    return '\nNote: the start has passed, yet the state is coming: members see the upcoming screen until campaign:state active.';
  if (row.state === 'active' && row.activation_end <= now)
    return '\nNote: the end has passed, yet the state is active: members still earn and redeem until campaign:state expired.';
  if (row.state === 'expired' && row.activation_end > now)
    return '\nNote: the state is expired, yet the end is still to come: the expired screen shows an end in the future.';
  return '';
}

const noCampaign = (slug: string) => new UsageError(`No campaign "${slug}". Run "seed" first, or set CAMPAIGN_SLUG.`);

function describe(update: CampaignUpdate | undefined, slug: string): string {
  if (!update) throw noCampaign(slug);
  const { campaign: row, changed } = update;
  return (
    (changed ? '' : 'Nothing changed: ') +
    `Campaign "${row.slug}" (${row.name}): state ${row.state}, status ${row.status}, ` +
    `${row.activation_start.toISOString()} to ${row.activation_end.toISOString()}.` +
    windowNote(row, new Date())
  );
}

/** The schema, the demo data and the campaign's state and dates, each change recorded with its operator. */
export const campaignCommands: CommandGroup = {
  usage: `
  migrate                                   apply pending migrations
  seed                                      migrate, then create missing demo data
  campaign:state <active|coming|expired> [--operator <name>]
                                            set the campaign state
  campaign:status <active|maintenance> [--operator <name>]
                                            set the campaign status
  campaign:dates --start <ISO> --end <ISO> [--operator <name>]
                                            set the activation window (2026-01-01, or
                                            2026-01-01T09:00:00Z with Z or an offset)
  campaign:history                          who changed the state, status and dates, when, from what`,
  commands: {
    async migrate(db, args) {
      noExtraPositionals(args, 0, 'migrate (no arguments).');
      const applied = await migrate(db);
      return applied.length ? `Applied: ${applied.join(', ')}` : 'Schema up to date.';
    },
    async seed(db, args) {
      noExtraPositionals(args, 0, 'seed (no arguments).');
      await migrate(db); // the CLI has migrated already; kept so seed stands on its own
      const created = await seedDemo(db);
      return created.length ? `Created: ${created.join(', ')}` : 'Demo data already present; nothing changed.';
    },
    async 'campaign:state'(db, args, slug) {
      const { value, operator } = valueAndOperator(args, 'campaign:state <active|coming|expired>.');
      return describe(await updateState(db, slug, oneOf(value, STATES, 'state'), operator), slug);
    },
    async 'campaign:status'(db, args, slug) {
      const { value, operator } = valueAndOperator(args, 'campaign:status <active|maintenance>.');
      return describe(await updateStatus(db, slug, oneOf(value, STATUSES, 'status'), operator), slug);
    },
    async 'campaign:dates'(db, args, slug) {
      const { values } = parseArgs({
        args,
        options: { start: { type: 'string' }, end: { type: 'string' }, operator: { type: 'string' } },
      });
      const start = isoDate(values.start, '--start');
      const end = isoDate(values.end, '--end');
      if (end <= start) throw new UsageError('--end must be later than --start.');
      return describe(await updateActivationWindow(db, slug, start, end, operatorName(values.operator)), slug);
    },
    async 'campaign:history'(db, args, slug) {
      noExtraPositionals(args, 0, 'campaign:history (no arguments).');
      // "No operator has changed" would read as a quiet campaign when CAMPAIGN_SLUG is mistyped.
      if (!(await findCampaign(db, slug))) throw noCampaign(slug);
      const changes = await findCampaignChanges(db, slug);
      if (changes.length === 0) return `No operator has changed campaign "${slug}".`;
      return changes
        .map((c) => `${c.created_at.toISOString()}  ${c.field}: ${c.from_value} → ${c.to_value}  by ${c.operator}`)
        .join('\n');
    },
  },
};
