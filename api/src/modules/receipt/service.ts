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
  type NewReceipt,
  type ReceiptRow,
  consumeUploadToken,
  countUploadsSince,
  insertReceipt,
  insertUploadToken,
  listMemberReceipts,
  lockMemberUploads,
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
  const underDailyLimit = async (handle: Db, campaignId: string, memberId: string) =>
    (await countUploadsSince(handle, campaignId, memberId, DAY_SECONDS)) < settings.perDay;

  /**
   * One upload of a member at a time (the lock), and every check that can refuse it before the file is
   * written. The limit is counted again because a member may collect many tokens while under it. The
   * file is written last, inside the transaction, so a failed write rolls back the row and the token: a
   * refused upload leaves no file, and no committed row names a missing one. Only a crash between the
   * write and the commit leaves a file without a row, which the same bytes uploaded again overwrite.
   */
  async function recordAndStore(tx: Db, receipt: NewReceipt, token: string, bytes: Buffer): Promise<{ id: string }> {
    await lockMemberUploads(tx, receipt.memberId);
    if (!(await consumeUploadToken(tx, receipt.memberId, hashToken(token)))) {
      throw new DomainError('receipt.tokenInvalid', 403);
    }
    if (!(await underDailyLimit(tx, receipt.campaignId, receipt.memberId))) {
      throw new DomainError('receipt.limitReached', 429);
    }
    const inserted = await insertReceipt(tx, receipt);
    if (!inserted) throw new DomainError('receipt.duplicate', 409);
    await storage.put(receipt.storageKey, bytes, receipt.mediaType);
    return inserted;
  }

  return {
    /** CHECK_REWARD_CLAIMED: valid while the member is under the daily receipt limit, with a single-use token. */
    async preValidate(memberId: string): Promise<ReceiptPreValidation> {
      const campaignId = await campaign.currentId();
      if (!(await underDailyLimit(db, campaignId, memberId))) return { valid: false };
      const token = randomBytes(32).toString('base64url');
      await insertUploadToken(db, memberId, hashToken(token), UPLOAD_TOKEN_SECONDS);
      return { valid: true, token };
    },

    /**
     * Checks the file by its bytes, then records a pending receipt and stores its file together; the
     * same file twice is 409, an upload beyond the daily limit 429.
     */
    async upload(memberId: string, upload: ReceiptUpload, language: Language): Promise<ReceiptUploaded> {
      const config = await campaign.getConfig();
      await verifyCaptcha(captcha, config.captchaConfig.packageCodeCaptcha, upload.captchaVal);
      const { bytes } = upload.file;
      const inspected = await inspectReceipt(bytes, upload.file, upload.type);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const receipt: NewReceipt = {
        campaignId: config.id,
        memberId,
        sha256,
        storageKey: `receipts/${config.id}/${sha256}.${inspected.extension}`,
        mediaType: inspected.mediaType,
        sizeBytes: bytes.length,
      };
      const row = await db.transaction((tx) => recordAndStore(tx, receipt, upload.token, bytes));
      return { id: row.id, status: 'pending', message: translate('receipt.uploaded', language) };
    },

    async list(memberId: string, page: number, limit: number): Promise<ReceiptPage> {
      const campaignId = await campaign.currentId();
      const { rows, total } = await listMemberReceipts(db, campaignId, memberId, limit, page * limit);
      return { content: rows.map(toReceipt), metaData: { totalRecs: total } };
    },
  };
}
