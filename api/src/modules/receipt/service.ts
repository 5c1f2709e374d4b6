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
  receiptExists,
  uploadTokenUsable,
} from './repository';
import { type ReceiptSettings, UPLOAD_TOKEN_SECONDS } from './settings';
import { RECEIPT_KEY_PREFIX, type ReceiptStorage } from './storage';

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
   * What refuses an upload, read before its file is written, so a refused upload mostly writes nothing:
   * the token, the daily limit, the same file already there (the order the transaction checks them in).
   */
  async function precheck(receipt: NewReceipt, token: string): Promise<void> {
    if (!(await uploadTokenUsable(db, receipt.memberId, hashToken(token))))
      throw new DomainError('receipt.tokenInvalid', 403);
    if (!(await underDailyLimit(db, receipt.campaignId, receipt.memberId)))
      throw new DomainError('receipt.limitReached', 429);
    if (await receiptExists(db, receipt.campaignId, receipt.sha256)) throw new DomainError('receipt.duplicate', 409);
  }

  /**
   * One upload of a member at a time (the lock): the token is used up, the limit counted again (a member
   * may collect many tokens while under it, and two uploads can pass the precheck together) and the row
   * added, all or nothing.
   */
  async function record(tx: Db, receipt: NewReceipt, token: string): Promise<{ id: string }> {
    await lockMemberUploads(tx, receipt.memberId);
    if (!(await consumeUploadToken(tx, receipt.memberId, hashToken(token)))) {
      throw new DomainError('receipt.tokenInvalid', 403);
    }
    if (!(await underDailyLimit(tx, receipt.campaignId, receipt.memberId))) {
      throw new DomainError('receipt.limitReached', 429);
    }
    const inserted = await insertReceipt(tx, receipt);
    if (!inserted) throw new DomainError('receipt.duplicate', 409);
    return inserted;
  }

  /**
   * Writes the file, then records it; a refusal or failure of the record removes the file again. The
   * write happens outside any transaction, so a slow store never holds a database connection, which the
   * whole API shares. Each upload writes under a key of its own, so that removal can never take the file
   * of another upload of the same bytes. Only a crash between the write and the commit leaves a file no
   * receipt names.
   */
  async function storeAndRecord(receipt: NewReceipt, token: string, bytes: Buffer): Promise<{ id: string }> {
    await storage.put(receipt.storageKey, bytes, receipt.mediaType);
    try {
      return await db.transaction((tx) => record(tx, receipt, token));
    } catch (error) {
      await storage.remove(receipt.storageKey).catch((failure: Error) => {
        process.emitWarning(`A refused receipt's file ${receipt.storageKey} stays: ${failure.message}`);
      });
      throw error;
    }
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
     * Checks the file by its bytes, then stores it and records a pending receipt; the same file twice is
     * 409, an upload beyond the daily limit 429, and a refused upload keeps no file.
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
        storageKey: `${RECEIPT_KEY_PREFIX}${config.id}/${sha256}-${randomBytes(6).toString('hex')}.${inspected.extension}`,
        mediaType: inspected.mediaType,
        sizeBytes: bytes.length,
      };
      await precheck(receipt, upload.token);
      const row = await storeAndRecord(receipt, upload.token, bytes);
      return { id: row.id, status: 'pending', message: translate('receipt.uploaded', language) };
    },

    async list(memberId: string, page: number, limit: number): Promise<ReceiptPage> {
      const campaignId = await campaign.currentId();
      const { rows, total } = await listMemberReceipts(db, campaignId, memberId, limit, page * limit);
      return { content: rows.map(toReceipt), metaData: { totalRecs: total } };
    },
  };
}
