import { readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { CampaignState } from '@portal/kit/contracts';
import { REWARD_COMMANDS, REWARD_USAGE } from './cli-rewards';
import { loadConfig } from './config';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import {
  type CampaignRow,
  type CampaignStatus,
  createCampaignService,
  updateActivationWindow,
  updateState,
  updateStatus,
} from './modules/campaign';
import { findMemberById, findMemberIdByEmail } from './modules/identity';
import {
  configureLimits,
  type ContestLimits,
  contestBySlug,
  createContest,
  createPublicLink,
  type PrizePeriod,
  recentSpins,
  saveWheel,
  type SegmentInput,
} from './modules/contest';
import { findMemberIdByEmail } from './modules/identity';
import { DomainError } from './platform/domain-error';
import { sendNotification } from './modules/notification';
import { type BalanceDifference, creditMember, findBalanceDifferences } from './modules/points';
import { OperatorError } from './modules/rewards';
import { CodeImportError, generateCodes, importCodes } from './modules/package-code';
import { importStoreCustomers } from './modules/store-customer';
import { type ReceiptRow, createReceiptReviewService, loadReceiptSettings } from './modules/receipt';
import { DomainError } from './platform/domain-error';
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
  contest:create --slug <slug> --name <text> [--description <text>] [--points N] [--operator <name>]
                                            add a contest (then give it a wheel with contest:wheel)
  contest:link --contest <slug> --uses <N> [--operator <name>]
                                            create a public wheel link usable N times; prints it
  contest:wheel --contest <slug> --file <wheel.json> [--operator <name>]
                                            replace the wheel (a JSON array of segments: text,
                                            bgColor, textColor, segmentType, probability,
                                            prizePoints | rewardId); probabilities total 100
  contest:limits --contest <slug> [--per-day N] [--total N] [--prizes N] [--period day|week|month|contest]
                 [--start <ISO>] [--end <ISO>] [--min-tier N] [--points N] [--operator <name>]
                                            change a contest's limits and cost ("none" clears one)
  contest:spins --contest <slug> [--limit N] list the contest's latest spins
  store-customers:import <file.csv>         add or update the store's age-verified customers
                                            (header: email[,first_name,last_name,age_verified])
  codes:import <file.csv>                   add codes to their pools (header: code,pool,product,points)
  codes:generate --pool <pool> --count <N> [--product <sku>] [--length <8|9|10|12|14>]
                                            create N random codes and print them, one a line
                                            (pools: package, yellow-sticker, pod-pack, leap-device)
  receipts:list [--status <pending|approved|rejected>]
                                            receipts to review (pending by default), oldest first
  receipts:approve <id> --points <N> [--operator <name>]
                                            approve a receipt: credit the points, notify the member
  receipts:reject <id> --reason <text> [--operator <name>]
                                            reject a receipt and notify the member of the reason${REWARD_USAGE}

Acts on the campaign named by CAMPAIGN_SLUG (default demo), in DATABASE_URL or else DATA_DIR.`;

const STATES: readonly CampaignState[] = ['active', 'coming', 'expired'];
const STATUSES: readonly CampaignStatus[] = ['active', 'maintenance'];

/** An operator mistake: print the message (and usage), exit 2, no stack trace. */
class UsageError extends Error {}

/** A check that found problems: print the report, exit 1. */
class CheckFailed extends Error {}

type Command = (db: Db, args: string[], slug: string) => Promise<string>;

const COMMANDS: Record<string, Command> = {
  ...REWARD_COMMANDS,
  async 'store-customers:import'(db, [file]) {
    if (!file) throw new UsageError('Give the CSV file: store-customers:import <file.csv>.');
    await migrate(db);
    return importStoreCustomers(db, file);
  },
  async 'codes:import'(db, [file], slug) {
    if (!file) throw new UsageError('Give the CSV file: codes:import <file.csv>.');
    await migrate(db);
    return asUsage(async () => importCodes(db, await campaignId(db, slug), readFileSync(file, 'utf8')));
  },
  async 'codes:generate'(db, args, slug) {
    const { values } = parseArgs({
      args,
      options: {
        pool: { type: 'string' },
        product: { type: 'string' },
        count: { type: 'string' },
        length: { type: 'string' },
      },
    });
    const pool = oneOf(values.pool, ['package', 'yellow-sticker', 'pod-pack', 'leap-device'] as const, 'pool');
    const codes = await asUsage(async () =>
      generateCodes(db, await campaignId(db, slug), {
        pool,
        count: Number(values.count),
        ...(values.product ? { product: values.product } : {}),
        ...(values.length ? { length: Number(values.length) } : {}),
      }),
    );
    return codes.join('\n');
  },
  async 'receipts:list'(db, args, slug) {
    const { values } = parseArgs({ args, options: { status: { type: 'string' } } });
    const status = oneOf(values.status ?? 'pending', ['pending', 'approved', 'rejected'] as const, 'status');
    const rows = await receiptReview(db, slug).listByStatus(status);
    if (rows.length === 0) return `No ${status} receipts.`;
    return (await Promise.all(rows.map((row) => describeReceipt(db, row)))).join('\n');
  },
  async 'receipts:approve'(db, args, slug) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { points: { type: 'string' }, operator: { type: 'string' } },
    });
    const receiptId = receiptIdOf(positionals[0]);
    const points = Number(values.points);
    if (!Number.isInteger(points) || points <= 0 || points > 100_000) {
      throw new UsageError('--points must be a whole number from 1 to 100000.');
    }
    const operator = values.operator?.trim() || userInfo().username;
    const receipt = await asUsage(() =>
      receiptReview(db, slug).review({ receiptId, operator, decision: 'approve', points }),
    );
    return `Approved receipt ${receipt.id}: ${points} points credited, member notified (by ${operator}).`;
  },
  async 'receipts:reject'(db, args, slug) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { reason: { type: 'string' }, operator: { type: 'string' } },
    });
    const receiptId = receiptIdOf(positionals[0]);
    const reason = values.reason?.trim();
    if (!reason || reason.length > 500) throw new UsageError('--reason needs a text of at most 500 characters.');
    const operator = values.operator?.trim() || userInfo().username;
    const receipt = await asUsage(() =>
      receiptReview(db, slug).review({ receiptId, operator, decision: 'reject', reason }),
    );
    return `Rejected receipt ${receipt.id}: member notified (by ${operator}).`;
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
  async 'contest:create'(db, args, slug) {
    const values = contestArgs(args, {
      slug: { type: 'string' },
      name: { type: 'string' },
      description: { type: 'string' },
      points: { type: 'string' },
    });
    if (!values.slug || !/^[a-z0-9-]+$/.test(values.slug)) throw new UsageError('--slug must be lower-case-words.');
    if (!values.name?.trim()) throw new UsageError('--name needs a text.');
    const contest = {
      slug: values.slug,
      name: values.name.trim(),
      description: values.description?.trim() ?? '',
      pointRequired: values.points === undefined ? 0 : wholeNumber(values.points, '--points'),
    };
    await createContest(db, slug, contest, operatorName(values.operator));
    return `Created contest "${contest.name}" (${contest.slug}); give it a wheel with contest:wheel.`;
  },
  async 'contest:link'(db, args, slug) {
    const values = contestArgs(args, { uses: { type: 'string' } });
    const uses = Number(values.uses);
    if (!Number.isInteger(uses) || uses <= 0) throw new UsageError('--uses must be a positive whole number.');
    const contest = await operatorContest(db, slug, values.contest);
    const token = await createPublicLink(db, contest.id, uses, operatorName(values.operator));
    return `Public link for "${contest.name}", usable ${uses} times: /contestx/${token}`;
  },
  async 'contest:wheel'(db, args, slug) {
    const values = contestArgs(args, { file: { type: 'string' } });
    if (!values.file) throw new UsageError('--file <wheel.json> is required.');
    const segments = JSON.parse(readFileSync(values.file, 'utf8')) as SegmentInput[];
    if (!Array.isArray(segments)) throw new UsageError('The wheel file must hold a JSON array of segments.');
    const contest = await operatorContest(db, slug, values.contest);
    await asUsage(saveWheel(db, contest.id, segments, operatorName(values.operator)));
    return `Saved the wheel of "${contest.name}": ${segments.length} segments.`;
  },
  async 'contest:limits'(db, args, slug) {
    const values = contestArgs(args, LIMIT_OPTIONS);
    const contest = await operatorContest(db, slug, values.contest);
    const limits: ContestLimits = {
      spinsPerDay: optionalCount(values['per-day'], contest.spins_per_day, '--per-day'),
      spinsTotal: optionalCount(values.total, contest.spins_total, '--total'),
      prizesPerPeriod: optionalCount(values.prizes, contest.prizes_per_period, '--prizes'),
      prizePeriod: values.period ? oneOf(values.period, PERIODS, 'period') : contest.prize_period,
      startsAt: optionalDate(values.start, contest.starts_at, '--start'),
      endsAt: optionalDate(values.end, contest.ends_at, '--end'),
      minTier: optionalCount(values['min-tier'], contest.min_tier, '--min-tier') ?? 1,
      pointRequired: values.points === undefined ? contest.point_required : wholeNumber(values.points, '--points'),
    };
    if (limits.startsAt && limits.endsAt && limits.endsAt <= limits.startsAt)
      throw new UsageError('--end must be later than --start.');
    await configureLimits(db, contest.id, limits, operatorName(values.operator));
    return `Limits of "${contest.name}": ${JSON.stringify(limits)}`;
  },
  async 'contest:spins'(db, args, slug) {
    const values = contestArgs(args, { limit: { type: 'string' } });
    const contest = await operatorContest(db, slug, values.contest);
    const spins = await recentSpins(db, contest.id, values.limit ? wholeNumber(values.limit, '--limit') : 50);
    if (spins.length === 0) return `No spins of "${contest.name}" yet.`;
    return spins
      .map(
        (spin) =>
          `${spin.created_at.toISOString()} ${spin.member_id ? `member ${spin.member_id}` : `link ${spin.public_link_id}`} ` +
          `"${spin.segment_text}" (${spin.segment_type}) cost ${spin.cost}` +
          (spin.prize_points ? `, ${spin.prize_points} points` : '') +
          (spin.reward_id ? `, reward ${spin.reward_id} order ${spin.order_id ?? 'none'}` : ''),
      )
      .join('\n');
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
const PERIODS: readonly PrizePeriod[] = ['day', 'week', 'month', 'contest'];
const LIMIT_OPTIONS = {
  'per-day': { type: 'string' },
  total: { type: 'string' },
  prizes: { type: 'string' },
  period: { type: 'string' },
  start: { type: 'string' },
  end: { type: 'string' },
  'min-tier': { type: 'string' },
  points: { type: 'string' },
} as const;

type StringOptions = Record<string, { type: 'string' }>;

/** A contest command's flags: --contest and --operator, and the command's own. */
function contestArgs<T extends StringOptions>(args: string[], options: T) {
  const { values } = parseArgs({
    args,
    options: { ...options, contest: { type: 'string' }, operator: { type: 'string' } } as StringOptions,
  });
  return values as Partial<Record<keyof T | 'contest' | 'operator', string>>;
}

async function operatorContest(db: Db, campaignSlug: string, contestSlug: string | undefined) {
  if (!contestSlug) throw new UsageError('--contest <slug> is required.');
  try {
    return await contestBySlug(db, campaignSlug, contestSlug);
  } catch {
    throw new UsageError(`No contest "${contestSlug}" in campaign "${campaignSlug}".`);
  }
}

/** A rule the service refuses (a wheel that does not total 100) is the operator's to fix. */
async function asUsage<T>(action: Promise<T>): Promise<T> {
  try {
    return await action;
  } catch (error) {
    if (error instanceof DomainError) throw new UsageError(error.message);
    throw error;
  }
}

const operatorName = (given: string | undefined) => given?.trim() || userInfo().username;

function wholeNumber(value: string, flag: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new UsageError(`${flag} must be a whole number.`);
  return number;
}

/** A positive count, "none" for no limit, or the current value when the flag is absent. */
function optionalCount(value: string | undefined, current: number | null, flag: string): number | null {
  if (value === undefined) return current;
  if (value === 'none') return null;
  const number = wholeNumber(value, flag);
  if (number === 0) throw new UsageError(`${flag} must be at least 1, or "none".`);
  return number;
}

function optionalDate(value: string | undefined, current: Date | null, flag: string): Date | null {
  if (value === undefined) return current;
  return value === 'none' ? null : isoDate(value, flag);
}

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], what: string): T {
  const match = allowed.find((candidate) => candidate === value);
  if (!match) throw new UsageError(`The ${what} must be one of: ${allowed.join(', ')}.`);
  return match;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function receiptIdOf(value: string | undefined): string {
  if (!value || !UUID.test(value)) throw new UsageError('Give the receipt id (see receipts:list).');
  return value;
}

const receiptReview = (db: Db, slug: string) => createReceiptReviewService(db, createCampaignService(db, slug));

async function campaignId(db: Db, slug: string): Promise<string> {
  return asUsage(() => createCampaignService(db, slug).currentId());
}

/** Runs an operator action; an expected refusal (DomainError, bad CSV line) is an operator mistake. */
async function asUsage<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof DomainError || error instanceof CodeImportError) throw new UsageError(error.message);
    throw error;
  }
}

async function describeReceipt(db: Db, row: ReceiptRow): Promise<string> {
  const member = await findMemberById(db, row.member_id);
  const file = path.join(loadReceiptSettings().storageDir, row.storage_key);
  const outcome =
    row.status === 'approved' ? `, ${row.points} points` : row.status === 'rejected' ? `: ${row.reject_reason}` : '';
  return (
    `${row.id}  ${row.created_at.toISOString()}  ${member?.email ?? row.member_id}  ${row.status}${outcome}` +
    `  ${row.media_type}, ${Math.ceil(row.size_bytes / 1024)} KB  ${file}`
  );
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
    if (error instanceof UsageError || error instanceof OperatorError) {
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
