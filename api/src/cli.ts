import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import type { CampaignState } from '@portal/kit/contracts';
import { loadConfig } from './config';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import {
  type CampaignRow,
  type CampaignStatus,
  updateActivationWindow,
  updateState,
  updateStatus,
} from './modules/campaign';
import { findMemberIdByEmail } from './modules/identity';
import { sendNotification } from './modules/notification';
import { type BalanceDifference, creditMember, findBalanceDifferences } from './modules/points';
import { importStoreCustomers } from './modules/store-customer';
import { createMailer, loadMailSettings } from './modules/mail';
import { createSupportOperator, describeQueue, isTicketStatus, loadSupportSettings } from './modules/support';
import { seedDemo } from './seed';

const USAGE = `Usage: npm run cli -w @portal/api -- <command>

  migrate                                   apply pending migrations
  seed                                      migrate, then create missing demo data
  campaign:state <active|coming|expired>    set the campaign state
  campaign:status <active|maintenance>      set the campaign status
  campaign:dates --start <ISO> --end <ISO>  set the activation window
  notify --all|--member <email> --type <web|popup> --message <text> [--html <html>] [--route </path>]
                                            send a notification to every member or to one
  points:credit --member <email> --points <N> --reason <text> [--operator <name>]
                                            credit points to a member (through the ledger)
  points:verify                             recompute every balance and lifetime points from the
                                            ledger; list differences (exit 1 when any)
  support:tickets [--status <status>] [--member <email>]
                                            the agents' queue: open first, high priority first
  support:reply --ticket <id> --html <html> [--status <status>] [--agent <name>]
                                            answer a ticket (mails and notifies the member);
                                            status waiting unless given
  support:status --ticket <id> --status <active|on-hold|waiting|solved|closed> [--agent <name>]
  support:assign --ticket <id> --to <name> [--agent <name>]
  store-customers:import <file.csv>         add or update the store's age-verified customers
                                            (header: email[,first_name,last_name,age_verified])

Acts on the campaign named by CAMPAIGN_SLUG (default demo), in DATABASE_URL or else DATA_DIR.`;

const STATES: readonly CampaignState[] = ['active', 'coming', 'expired'];
const STATUSES: readonly CampaignStatus[] = ['active', 'maintenance'];

/** An operator mistake: print the message (and usage), exit 2, no stack trace. */
class UsageError extends Error {}

/** A check that found problems: print the report, exit 1. */
class CheckFailed extends Error {}

type Command = (db: Db, args: string[], slug: string) => Promise<string>;

const COMMANDS: Record<string, Command> = {
  async 'store-customers:import'(db, [file]) {
    if (!file) throw new UsageError('Give the CSV file: store-customers:import <file.csv>.');
    await migrate(db);
    return importStoreCustomers(db, file);
  },
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
  async notify(db, args) {
    const { values } = parseArgs({
      args,
      options: {
        all: { type: 'boolean' },
        member: { type: 'string' },
        type: { type: 'string' },
        message: { type: 'string' },
        html: { type: 'string' },
        route: { type: 'string' },
      },
    });
    if (Boolean(values.all) === Boolean(values.member))
      throw new UsageError('Give exactly one of --all or --member <email>.');
    const type = oneOf(values.type, ['web', 'popup'] as const, 'type');
    if (!values.message?.trim()) throw new UsageError('--message needs a text.');
    if (values.route !== undefined && !values.route.startsWith('/'))
      throw new UsageError('--route must be a path such as /rewards.');
    const id = await sendNotification(db, {
      to: values.member ? { email: values.member } : 'all',
      type,
      shortMessage: values.message.trim(),
      ...(values.html ? { richTextMsg: values.html } : {}),
      ...(values.route ? { route: values.route } : {}),
    });
    return `Sent ${type} notification ${id} to ${values.member ?? 'every member'}.`;
  },
  async 'points:credit'(db, args) {
    const { values } = parseArgs({
      args,
      options: {
        member: { type: 'string' },
        points: { type: 'string' },
        reason: { type: 'string' },
        operator: { type: 'string' },
      },
    });
    const points = Number(values.points);
    if (!values.member) throw new UsageError('--member <email> is required.');
    if (!Number.isInteger(points) || points <= 0) throw new UsageError('--points must be a positive whole number.');
    if (!values.reason?.trim()) throw new UsageError('--reason needs a text.');
    const member = await findMemberIdByEmail(db, values.member);
    if (!member) throw new UsageError(`No member with the e-mail ${values.member}.`);
    const operator = values.operator?.trim() || userInfo().username;
    const balance = await creditMember(db, { memberId: member.id, points, reason: values.reason.trim(), operator });
    return `Credited ${points} points to ${values.member}; balance now ${balance}.`;
  },
  async 'support:tickets'(db, args) {
    const { values } = parseArgs({ args, options: { status: { type: 'string' }, member: { type: 'string' } } });
    if (values.status !== undefined && !isTicketStatus(values.status)) throw new UsageError(STATUS_USAGE);
    const rows = await supportOperator(db).queue({
      ...(values.status ? { status: values.status } : {}),
      ...(values.member ? { email: values.member } : {}),
    });
    return describeQueue(rows);
  },
  async 'support:reply'(db, args) {
    const values = ticketArgs(args, { html: { type: 'string' }, status: { type: 'string' } });
    if (!values.html?.trim()) throw new UsageError('--html needs the reply.');
    if (values.status !== undefined && !isTicketStatus(values.status)) throw new UsageError(STATUS_USAGE);
    const { ticket, agent } = ticketAndAgent(values);
    await supportOperator(db).reply({
      ticketId: ticket,
      agent,
      html: values.html,
      ...(values.status ? { status: values.status } : {}),
    });
    return `Replied to ticket ${ticket} as ${agent}; the member was notified.`;
  },
  async 'support:status'(db, args) {
    const values = ticketArgs(args, { status: { type: 'string' } });
    if (!isTicketStatus(values.status)) throw new UsageError(STATUS_USAGE);
    const { ticket, agent } = ticketAndAgent(values);
    await supportOperator(db).setStatus(ticket, values.status, agent);
    return `Ticket ${ticket} is now ${values.status} (${agent}).`;
  },
  async 'support:assign'(db, args) {
    const values = ticketArgs(args, { to: { type: 'string' } });
    if (!values.to?.trim()) throw new UsageError('--to needs the assignee.');
    const { ticket, agent } = ticketAndAgent(values);
    await supportOperator(db).assign(ticket, values.to.trim(), agent);
    return `Ticket ${ticket} is assigned to ${values.to.trim()} (${agent}).`;
  },
  async 'points:verify'(db) {
    const differences = await findBalanceDifferences(db);
    if (differences.length === 0) return 'Every balance and lifetime total matches the ledger.';
    throw new CheckFailed(differences.map(describeDifference).join('\n'));
  },
};

const STATUS_USAGE = 'The status must be one of: active, on-hold, waiting, solved, closed.';

const supportOperator = (db: Db) =>
  createSupportOperator({
    db,
    mailer: createMailer(db, loadMailSettings()),
    portalUrl: loadSupportSettings().portalUrl,
  });

type StringOptions = Record<string, { type: 'string' }>;

function ticketArgs<O extends StringOptions>(args: string[], options: O) {
  return parseArgs({ args, options: { ticket: { type: 'string' }, agent: { type: 'string' }, ...options } }).values as {
    ticket?: string;
    agent?: string;
  } & { [K in keyof O]?: string };
}

/** The ticket number, and the agent: --agent, else the system user running the command. */
function ticketAndAgent(values: { ticket?: string; agent?: string }): { ticket: number; agent: string } {
  const ticket = Number(values.ticket);
  if (!Number.isSafeInteger(ticket) || ticket < 1) throw new UsageError('--ticket needs a ticket number.');
  return { ticket, agent: values.agent?.trim() || userInfo().username };
}

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], what: string): T {
  const match = allowed.find((candidate) => candidate === value);
  if (!match) throw new UsageError(`The ${what} must be one of: ${allowed.join(', ')}.`);
  return match;
}

function isoDate(value: string | undefined, flag: string): Date {
  const date = value ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime()))
    throw new UsageError(`${flag} needs an ISO date, e.g. 2026-01-01T00:00:00Z.`);
  return date;
}

function describeDifference(d: BalanceDifference): string {
  return (
    `${d.email} (${d.memberId}): balance ${d.pointBalance}, ledger ${d.ledgerBalance}; ` +
    `lifetime ${d.lifetimePoints}, ledger ${d.ledgerLifetime}`
  );
}

function describe(row: CampaignRow | undefined, slug: string): string {
  if (!row) throw new UsageError(`No campaign "${slug}". Run "seed" first, or set CAMPAIGN_SLUG.`);
  return (
    `Campaign "${row.slug}" (${row.name}): state ${row.state}, status ${row.status}, ` +
    `${row.activation_start.toISOString()} to ${row.activation_end.toISOString()}.`
  );
}

async function run(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    console.error(name ? `Unknown command "${name}".\n\n${USAGE}` : USAGE);
    return 2;
  }
  const config = loadConfig();
  // Opening PGlite fails with a clear DataDirLockedError while the API holds the same folder.
  const db = await openDatabase(config);
  try {
    console.log(await command(db, args, config.campaignSlug));
    return 0;
  } finally {
    await db.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) {
      console.error(error.message);
      process.exit(2);
    }
    if (error instanceof CheckFailed) {
      console.error(`Differences from the ledger:\n${error.message}`);
      process.exit(1);
    }
    // Locked folder, bad DATABASE_URL, SQL error: the message is what the operator needs.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
