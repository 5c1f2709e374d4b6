import { parseArgs } from 'node:util';
import type { CampaignState } from '@portal/kit/contracts';
import { migrate } from '../db/migrate';
import {
  type CampaignRow,
  type CampaignStatus,
  updateActivationWindow,
  updateState,
  updateStatus,
} from '../modules/campaign';
import { seedDemo } from '../seed';
import { type CommandGroup, isoDate, oneOf, UsageError } from './command';

const STATES: readonly CampaignState[] = ['active', 'coming', 'expired'];
const STATUSES: readonly CampaignStatus[] = ['active', 'maintenance'];

function describe(row: CampaignRow | undefined, slug: string): string {
  if (!row) throw new UsageError(`No campaign "${slug}". Run "seed" first, or set CAMPAIGN_SLUG.`);
  return (
    `Campaign "${row.slug}" (${row.name}): state ${row.state}, status ${row.status}, ` +
    `${row.activation_start.toISOString()} to ${row.activation_end.toISOString()}.`
  );
}

/** The schema, the demo data and the campaign's state and dates. */
export const campaignCommands: CommandGroup = {
  usage: `
  migrate                                   apply pending migrations
  seed                                      migrate, then create missing demo data
  campaign:state <active|coming|expired>    set the campaign state
  campaign:status <active|maintenance>      set the campaign status
  campaign:dates --start <ISO> --end <ISO>  set the activation window`,
  commands: {
    async migrate(db) {
      const applied = await migrate(db);
      return applied.length ? `Applied: ${applied.join(', ')}` : 'Schema up to date.';
    },
    async seed(db) {
      await migrate(db);
      const created = await seedDemo(db);
      return created.length ? `Created: ${created.join(', ')}` : 'Demo data already present; nothing changed.';
    },
    async 'campaign:state'(db, [state], slug) {
      const value = oneOf(state, STATES, 'state');
      return describe(await updateState(db, slug, value), slug);
    },
    async 'campaign:status'(db, [status], slug) {
      const value = oneOf(status, STATUSES, 'status');
      return describe(await updateStatus(db, slug, value), slug);
    },
    async 'campaign:dates'(db, args, slug) {
      const { values } = parseArgs({ args, options: { start: { type: 'string' }, end: { type: 'string' } } });
      const start = isoDate(values.start, '--start');
      const end = isoDate(values.end, '--end');
      if (end <= start) throw new UsageError('--end must be later than --start.');
      return describe(await updateActivationWindow(db, slug, start, end), slug);
    },
  },
};
