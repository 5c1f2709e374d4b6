import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Db } from '../db/db';
import { createCampaignService } from '../modules/campaign';
import { findMemberById } from '../modules/identity';
import { CodeImportError, generateCodes, importCodes } from '../modules/package-code';
import {
  type ReceiptRow,
  type SweepResult,
  createReceiptReviewService,
  createReceiptSweepService,
  loadReceiptSettings,
  receiptStorageFor,
  StoredFileMissingError,
} from '../modules/receipt';
import {
  asUsage,
  type CommandGroup,
  noExtraPositionals,
  oneOf,
  operatorName,
  operatorPath,
  pointsOption,
  readOperatorFile,
  UsageError,
  valueAndOperator,
  wholeNumber,
} from './command';
import { isUuid } from '../platform/uuid';

function receiptIdOf(value: string | undefined): string {
  if (!value || !isUuid(value)) throw new UsageError('Give the receipt id (see receipts:list).');
  return value;
}

const receiptReview = (db: Db, slug: string) =>
  createReceiptReviewService(db, createCampaignService(db, slug), receiptStorageFor(loadReceiptSettings()));

const campaignId = (db: Db, slug: string): Promise<string> =>
  asUsage(() => createCampaignService(db, slug).currentId());

/** Where the configured store keeps a key: a path, or `s3://<bucket>/<key>`. */
function storedAt(key: string): string {
  const settings = loadReceiptSettings();
  return settings.s3 ? `s3://${settings.s3.bucket}/${key}` : path.join(settings.storageDir, key);
}

const kilobytes = (bytes: number): string => `${Math.ceil(bytes / 1024)} KB`;

async function describeReceipt(db: Db, row: ReceiptRow): Promise<string> {
  const member = await findMemberById(db, row.member_id);
  const file = storedAt(row.storage_key);
  const outcome =
    row.status === 'approved' ? `, ${row.points} points` : row.status === 'rejected' ? `: ${row.reject_reason}` : '';
  return (
    `${row.id}  ${row.created_at.toISOString()}  ${member?.email ?? row.member_id}  ${row.status}${outcome}` +
    `  ${row.media_type}, ${kilobytes(row.size_bytes)}  ${file}`
  );
}

function describeSweep({ orphans, listed }: SweepResult, dryRun: boolean, olderThan: number, operator: string): string {
  const where = storedAt('receipts/');
  if (orphans.length === 0)
    return `No file to remove: each of the ${listed} files in ${where} is named by a receipt or younger than ${olderThan} minutes.`;
  const bytes = orphans.reduce((sum, file) => sum + file.sizeBytes, 0);
  const files = `${orphans.length} ${orphans.length === 1 ? 'file' : 'files'} no receipt names (${kilobytes(bytes)})`;
  const head = dryRun
    ? `Would remove ${files}, of ${listed} in ${where} (--dry-run: nothing removed):`
    : `Removed ${files}, of ${listed} in ${where} (by ${operator}):`;
  const lines = orphans.map((file) => `${file.key}  ${file.modifiedAt.toISOString()}  ${kilobytes(file.sizeBytes)}`);
  return [head, ...lines].join('\n');
}

/** Code pools and the receipt review queue (docs/product/purchase-proof.md). */
export const purchaseProofCommands: CommandGroup = {
  usage: `
  codes:import <file.csv> [--operator <name>]
                                            add codes to their pools (header: code,pool,product,points)
  codes:generate --pool <pool> --count <N> [--product <sku>] [--length <n>] [--operator <name>]
                                            create N (1-100000) random codes and print them, one a
                                            line (pools: package, yellow-sticker, pod-pack,
                                            leap-device); a package code needs --product and has
                                            its product's length
  receipts:list [--status <pending|approved|rejected>]
                                            receipts to review (pending by default), oldest first
  receipts:file <id> --out <path>           write the receipt's file as the member uploaded it
                                            (for a reviewer without access to the store)
  receipts:approve <id> --points <N> [--operator <name>]
                                            approve a receipt: credit the points (1-100000), notify
                                            the member
  receipts:reject <id> --reason <text> [--operator <name>]
                                            reject a receipt and notify the member of the reason
  receipts:sweep [--older-than <minutes>] [--dry-run] [--operator <name>]
                                            remove the store's receipt files that no receipt names,
                                            older than 60 minutes by default (10-10080)`,
  commands: {
    async 'codes:import'(db, args, slug) {
      const usage = 'codes:import <file.csv> [--operator <name>].';
      const { value: file, operator } = valueAndOperator(args, usage);
      if (!file) throw new UsageError(`Give the CSV file: ${usage}`);
      const text = await readOperatorFile(file);
      return asUsage(
        async () => importCodes(db, await campaignId(db, slug), text, { file: operatorPath(file), operator }),
        CodeImportError,
      );
    },
    async 'codes:generate'(db, args, slug) {
      const { values } = parseArgs({
        args,
        options: {
          pool: { type: 'string' },
          product: { type: 'string' },
          count: { type: 'string' },
          length: { type: 'string' },
          operator: { type: 'string' },
        },
      });
      const pool = oneOf(values.pool, ['package', 'yellow-sticker', 'pod-pack', 'leap-device'] as const, 'pool');
      const codes = await asUsage(
        async () =>
          generateCodes(db, await campaignId(db, slug), {
            pool,
            count: wholeNumber(values.count, '--count', { min: 1, max: 100_000 }),
            operator: operatorName(values.operator),
            ...(values.product !== undefined ? { product: values.product } : {}),
            ...(values.length !== undefined
              ? { length: wholeNumber(values.length, '--length', { min: 1, max: 20 }) }
              : {}),
          }),
        CodeImportError,
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
    async 'receipts:file'(db, args, slug) {
      const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { out: { type: 'string' } } });
      noExtraPositionals(positionals, 1, 'receipts:file <id> --out <path>.');
      const receiptId = receiptIdOf(positionals[0]);
      if (!values.out) throw new UsageError('--out <path> is required: where to write the file.');
      const out = operatorPath(values.out);
      const { receipt, body } = await asUsage(() => receiptReview(db, slug).file(receiptId), StoredFileMissingError);
      try {
        // wx: never overwrite a file the reviewer already has.
        writeFileSync(out, body, { flag: 'wx' });
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'EEXIST') throw new UsageError(`${out} exists already.`);
        if (code === 'ENOENT') throw new UsageError(`No folder ${path.dirname(out)} to write ${out} into.`);
        if (code === 'EACCES' || code === 'EPERM' || code === 'EISDIR')
          throw new UsageError(`${out} cannot be written (${code}).`);
        throw error;
      }
      return `Wrote ${out}: receipt ${receipt.id}, ${receipt.media_type}, ${kilobytes(body.length)}.`;
    },
    async 'receipts:approve'(db, args, slug) {
      const { values, positionals } = parseArgs({
        args,
        allowPositionals: true,
        options: { points: { type: 'string' }, operator: { type: 'string' } },
      });
      noExtraPositionals(positionals, 1, 'receipts:approve <id> --points <N>.');
      const receiptId = receiptIdOf(positionals[0]);
      const points = pointsOption(values.points);
      const operator = operatorName(values.operator);
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
      noExtraPositionals(positionals, 1, 'receipts:reject <id> --reason <text>.');
      const receiptId = receiptIdOf(positionals[0]);
      const reason = values.reason?.trim();
      if (!reason || reason.length > 500) throw new UsageError('--reason needs a text of at most 500 characters.');
      const operator = operatorName(values.operator);
      const receipt = await asUsage(() =>
        receiptReview(db, slug).review({ receiptId, operator, decision: 'reject', reason }),
      );
      return `Rejected receipt ${receipt.id}: member notified (by ${operator}).`;
    },
    async 'receipts:sweep'(db, args) {
      const { values, positionals } = parseArgs({
        args,
        allowPositionals: true,
        options: { 'older-than': { type: 'string' }, 'dry-run': { type: 'boolean' }, operator: { type: 'string' } },
      });
      noExtraPositionals(positionals, 0, 'receipts:sweep [--older-than <minutes>] [--dry-run].');
      const olderThanMinutes = wholeNumber(values['older-than'] ?? '60', '--older-than', { min: 10, max: 10_080 });
      const operator = operatorName(values.operator);
      const dryRun = values['dry-run'] === true;
      const sweep = createReceiptSweepService(db, receiptStorageFor(loadReceiptSettings()));
      const result = await sweep.sweep({ olderThanMinutes, operator, dryRun });
      return describeSweep(result, dryRun, olderThanMinutes, operator);
    },
  },
};
