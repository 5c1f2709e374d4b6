import type { ReceiptStatus } from '@portal/kit/contracts';
import type { Db } from '../../db/db';

/** All SQL of receipt and receipt_upload_token. */

export interface ReceiptRow {
  id: string;
  member_id: string;
  status: ReceiptStatus;
  points: number | null;
  reject_reason: string | null;
  reviewed_by: string | null;
  media_type: string;
  size_bytes: number;
  storage_key: string;
  created_at: Date;
}

const COLUMNS =
  'id, member_id, status, points, reject_reason, reviewed_by, media_type, size_bytes, storage_key, created_at';

export interface NewReceipt {
  campaignId: string;
  memberId: string;
  sha256: string;
  storageKey: string;
  mediaType: string;
  sizeBytes: number;
}

export async function insertUploadToken(db: Db, memberId: string, tokenHash: string, seconds: number): Promise<void> {
  await db.query('delete from receipt_upload_token where member_id = $1 and expires_at < now()', [memberId]);
  await db.query(
    `insert into receipt_upload_token (token_hash, member_id, expires_at)
     values ($1, $2, now() + make_interval(secs => $3))`,
    [tokenHash, memberId, seconds],
  );
}

/** Uses up a member's unexpired token; false when there is none (unknown, expired, used, or another's). */
export async function consumeUploadToken(tx: Db, memberId: string, tokenHash: string): Promise<boolean> {
  const rows = await tx.query(
    `update receipt_upload_token set used_at = now()
      where token_hash = $1 and member_id = $2 and used_at is null and expires_at > now() returning token_hash`,
    [tokenHash, memberId],
  );
  return rows.length === 1;
}

/** Whether the member holds this token unused and unexpired (read only: consumeUploadToken uses it up). */
export async function uploadTokenUsable(db: Db, memberId: string, tokenHash: string): Promise<boolean> {
  const row = await db.maybeOne(
    `select 1 from receipt_upload_token
      where token_hash = $1 and member_id = $2 and used_at is null and expires_at > now()`,
    [tokenHash, memberId],
  );
  return row !== undefined;
}

/** Whether the campaign has a receipt of these bytes already. */
export async function receiptExists(db: Db, campaignId: string, sha256: string): Promise<boolean> {
  return (
    (await db.maybeOne('select 1 from receipt where campaign_id = $1 and sha256 = $2', [campaignId, sha256])) !==
    undefined
  );
}

export async function countUploadsSince(db: Db, campaignId: string, memberId: string, seconds: number) {
  const row = await db.one<{ total: number }>(
    `select count(*)::int as total from receipt
      where campaign_id = $1 and member_id = $2 and created_at > now() - make_interval(secs => $3)`,
    [campaignId, memberId, seconds],
  );
  return row.total;
}

/**
 * Serialises one member's uploads until the transaction ends (a transaction-level advisory lock), so
 * counting them against the daily limit and adding one cannot interleave.
 */
export async function lockMemberUploads(tx: Db, memberId: string): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtextextended('receipt-upload:' || $1::text, 0))`, [memberId]);
}

/**
 * Inserts a pending receipt; undefined when the same file is already there. A concurrent twin (the
 * same bytes, not yet committed) makes this wait until it commits or rolls back.
 */
export function insertReceipt(tx: Db, r: NewReceipt): Promise<{ id: string } | undefined> {
  return tx.maybeOne<{ id: string }>(
    `insert into receipt (campaign_id, member_id, sha256, storage_key, media_type, size_bytes)
     values ($1, $2, $3, $4, $5, $6) on conflict (campaign_id, sha256) do nothing returning id`,
    [r.campaignId, r.memberId, r.sha256, r.storageKey, r.mediaType, r.sizeBytes],
  );
}

export async function listMemberReceipts(db: Db, campaignId: string, memberId: string, limit: number, offset: number) {
  const rows = await db.query<ReceiptRow>(
    `select ${COLUMNS} from receipt where campaign_id = $1 and member_id = $2
      order by created_at desc, id limit $3 offset $4`,
    [campaignId, memberId, limit, offset],
  );
  const { total } = await db.one<{ total: number }>(
    'select count(*)::int as total from receipt where campaign_id = $1 and member_id = $2',
    [campaignId, memberId],
  );
  return { rows, total };
}

export function listByStatus(db: Db, campaignId: string, status: ReceiptStatus): Promise<ReceiptRow[]> {
  return db.query<ReceiptRow>(
    `select ${COLUMNS} from receipt where campaign_id = $1 and status = $2 order by created_at, id`,
    [campaignId, status],
  );
}

export interface Review {
  receiptId: string;
  operator: string;
  points?: number;
  reason?: string;
}

/** Moves a pending receipt to approved or rejected; undefined when it is not pending (or not there). */
export function decide(tx: Db, campaignId: string, review: Review): Promise<ReceiptRow | undefined> {
  const approved = review.points !== undefined;
  return tx.maybeOne<ReceiptRow>(
    `update receipt set status = $3, points = $4, reject_reason = $5, reviewed_by = $6, reviewed_at = now()
      where id = $1 and campaign_id = $2 and status = 'pending' returning ${COLUMNS}`,
    [
      review.receiptId,
      campaignId,
      approved ? 'approved' : 'rejected',
      review.points ?? null,
      review.reason ?? null,
      review.operator,
    ],
  );
}

export function findReceipt(db: Db, campaignId: string, id: string): Promise<ReceiptRow | undefined> {
  return db.maybeOne<ReceiptRow>(`select ${COLUMNS} from receipt where id = $1 and campaign_id = $2`, [id, campaignId]);
}

/** Which of these storage keys a receipt names (of any campaign: the store is shared). */
export async function namedStorageKeys(db: Db, keys: string[]): Promise<Set<string>> {
  const rows = await db.query<{ storage_key: string }>(
    'select storage_key from receipt where storage_key = any($1::text[])',
    [keys],
  );
  return new Set(rows.map((row) => row.storage_key));
}
