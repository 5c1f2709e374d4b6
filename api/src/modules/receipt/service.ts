import { createHash, randomBytes } from 'node:crypto';
import type {
  Receipt,
  ReceiptPage,
  ReceiptPreValidation,
  ReceiptUploadType,
  ReceiptUploaded,
} from '@portal/kit/contracts';
import type { Db } from '../../db/db';
import { type CaptchaSettings, verifyCaptcha } from '../../platform/captcha';
import { DomainError } from '../../platform/domain-error';
import { type Language, translate } from '../../platform/messages';
import type { CampaignService } from '../campaign';
import { type DeclaredFile, inspectReceipt } from './inspect';
import {
  type ReceiptRow,
  consumeUploadToken,
  countUploadsSince,
  insertReceipt,
  insertUploadToken,
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

const DAY_SECONDS = 24 * 60 * 60;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const toReceipt = (row: ReceiptRow): Receipt => ({
  id: row.id,
  date: row.created_at.toISOString(),
  status: row.status,
  points: row.points,
  reason: row.reject_reason,
});

/** Receipt uploads and the member's list (docs/product/purchase-proof.md, Receipts); review.ts reviews them. */
export function createReceiptService({ db, campaign, storage, captcha, settings }: ReceiptDeps) {
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
  };
}
