import { createHash, randomBytes } from 'node:crypto';
import type {
  Receipt,
  ReceiptPage,
  ReceiptPreValidation,
  ReceiptStatus,
  ReceiptUploadType,
  ReceiptUploaded,
} from '@portal/kit/contracts';
import type { Db } from '../../db/db';
import { type CaptchaSettings, verifyCaptcha } from '../../platform/captcha';
import { DomainError } from '../../platform/domain-error';
import { type Language, translate } from '../../platform/messages';
import type { CampaignService } from '../campaign';
import { findMemberById } from '../identity';
import { insertNotification } from '../notification';
import { credit } from '../points';
import { type DeclaredFile, inspectReceipt } from './inspect';
import {
  type ReceiptRow,
  consumeUploadToken,
  countUploadsSince,
  decide,
  findReceipt,
  insertReceipt,
  insertUploadToken,
  listByStatus,
  listMemberReceipts,
  receiptExists,
} from './repository';
import { type ReceiptSettings, UPLOAD_TOKEN_SECONDS } from './settings';
import type { ReceiptStorage } from './storage';

export type ReceiptService = ReturnType<typeof createReceiptService>;

interface ReceiptDeps {
  db: Db;
  campaign: CampaignService;
  storage: ReceiptStorage;
  captcha: CaptchaSettings;
  settings: ReceiptSettings;
}

export interface ReceiptUpload {
  type: ReceiptUploadType;
  token: string;
  captchaVal: string | undefined;
  file: DeclaredFile & { bytes: Buffer };
}

/** An operator's decision: approve with the points to credit, or reject with a reason. */
export type ReceiptReview =
  | { receiptId: string; operator: string; decision: 'approve'; points: number }
  | { receiptId: string; operator: string; decision: 'reject'; reason: string };

const DAY_SECONDS = 24 * 60 * 60;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const toReceipt = (row: ReceiptRow): Receipt => ({
  id: row.id,
  date: row.created_at.toISOString(),
  status: row.status,
  points: row.points,
  reason: row.reject_reason,
});

/** Receipt uploads, the member's list and the operator's review (docs/product/purchase-proof.md, Receipts). */
export function createReceiptService({ db, campaign, storage, captcha, settings }: ReceiptDeps) {
  /** The review's bell notification, in the member's language, in the review's transaction. */
  async function notifyReview(tx: Db, row: ReceiptRow): Promise<void> {
    const member = await findMemberById(tx, row.member_id);
    const language: Language = member?.language ?? 'en';
    const shortMessage =
      row.status === 'approved'
        ? translate('receipt.approvedNotice', language, { points: row.points ?? 0 })
        : translate('receipt.rejectedNotice', language, { reason: row.reject_reason ?? '' });
    await insertNotification(tx, { memberId: row.member_id, type: 'web', shortMessage, route: '/upload-receipt' });
  }

  return {
    /** CHECK_REWARD_CLAIMED: valid while the member is under the daily receipt limit, with a single-use token. */
    async preValidate(memberId: string): Promise<ReceiptPreValidation> {
      const campaignId = await campaign.currentId();
      if ((await countUploadsSince(db, campaignId, memberId, DAY_SECONDS)) >= settings.perDay) return { valid: false };
      const token = randomBytes(32).toString('base64url');
      await insertUploadToken(db, memberId, hashToken(token), UPLOAD_TOKEN_SECONDS);
      return { valid: true, token };
    },

    /** Checks the file by its bytes, stores it, and records a pending receipt; the same file twice is 409. */
    async upload(memberId: string, upload: ReceiptUpload, language: Language): Promise<ReceiptUploaded> {
      const config = await campaign.getConfig();
      await verifyCaptcha(captcha, config.captchaConfig.packageCodeCaptcha, upload.captchaVal);
      const inspected = await inspectReceipt(upload.file.bytes, upload.file, upload.type);
      const campaignId = config.id;
      const sha256 = createHash('sha256').update(upload.file.bytes).digest('hex');
      if (await receiptExists(db, campaignId, sha256)) throw new DomainError('receipt.duplicate', 409);
      const storageKey = `receipts/${campaignId}/${sha256}.${inspected.extension}`;
      await storage.put(storageKey, upload.file.bytes, inspected.mediaType);
      const row = await db.transaction(async (tx) => {
        if (!(await consumeUploadToken(tx, memberId, hashToken(upload.token)))) {
          throw new DomainError('receipt.tokenInvalid', 403);
        }
        const inserted = await insertReceipt(tx, {
          campaignId,
          memberId,
          sha256,
          storageKey,
          mediaType: inspected.mediaType,
          sizeBytes: upload.file.bytes.length,
        });
        if (!inserted) throw new DomainError('receipt.duplicate', 409);
        return inserted;
      });
      return { id: row.id, status: 'pending', message: translate('receipt.uploaded', language) };
    },

    async list(memberId: string, page: number, limit: number): Promise<ReceiptPage> {
      const campaignId = await campaign.currentId();
      const { rows, total } = await listMemberReceipts(db, campaignId, memberId, limit, page * limit);
      return { content: rows.map(toReceipt), metaData: { totalRecs: total } };
    },

    /** The operator's queue (CLI receipts:list). */
    async listByStatus(status: ReceiptStatus): Promise<ReceiptRow[]> {
      return listByStatus(db, await campaign.currentId(), status);
    },

    /**
     * Approves (crediting the points once, through the ledger) or rejects a pending receipt, and
     * notifies the member, all in one transaction. A receipt already reviewed is refused with 409.
     */
    async review(review: ReceiptReview): Promise<Receipt> {
      const campaignId = await campaign.currentId();
      return db.transaction(async (tx) => {
        const row = await decide(tx, campaignId, {
          receiptId: review.receiptId,
          operator: review.operator,
          ...(review.decision === 'approve' ? { points: review.points } : { reason: review.reason }),
        });
        if (!row) {
          const exists = await findReceipt(tx, campaignId, review.receiptId);
          throw exists ? new DomainError('receipt.alreadyReviewed', 409) : new DomainError('receipt.notFound', 404);
        }
        if (row.status === 'approved') {
          await credit(tx, {
            memberId: row.member_id,
            points: row.points!,
            source: 'receipt',
            sourceRef: row.id,
            name: 'Receipt approved',
            actor: { type: 'operator', name: review.operator },
          });
        }
        await notifyReview(tx, row);
        return toReceipt(row);
      });
    },
  };
}
