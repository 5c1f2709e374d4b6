import { readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { CampaignState } from '@portal/kit/contracts';
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
import { sendNotification } from './modules/notification';
import { type BalanceDifference, creditMember, findBalanceDifferences } from './modules/points';
import { CodeImportError, generateCodes, importCodes } from './modules/package-code';
import { importStoreCustomers } from './modules/store-customer';
import { type ReceiptRow, createReceiptReviewService, loadReceiptSettings } from './modules/receipt';
import { DomainError } from './platform/domain-error';
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
                                            reject a receipt and notify the member of the reason

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
  async 'points:verify'(db) {
    const differences = await findBalanceDifferences(db);
    if (differences.length === 0) return 'Every balance and lifetime total matches the ledger.';
    throw new CheckFailed(differences.map(describeDifference).join('\n'));
  },
};

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
  const settings = loadReceiptSettings();
  const file = settings.s3
    ? `s3://${settings.s3.bucket}/${row.storage_key}`
    : path.join(settings.storageDir, row.storage_key);
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
