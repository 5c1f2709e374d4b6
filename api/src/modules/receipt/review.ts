import type { Receipt, ReceiptStatus } from '@portal/kit/contracts';
import type { Db } from '../../db/db';
import { DomainError } from '../../platform/domain-error';
import { translate } from '../../platform/messages';
import type { CampaignService } from '../campaign';
import { inEveryLanguage, insertNotification } from '../notification';
import { credit } from '../points';
import { type ReceiptRow, decide, findReceipt, listByStatus } from './repository';
import { toReceipt } from './service';
import type { ReceiptStorage } from './storage';

/** An operator's decision: approve with the points to credit, or reject with a reason. */
export type ReceiptReview =
  | { receiptId: string; operator: string; decision: 'approve'; points: number }
  | { receiptId: string; operator: string; decision: 'reject'; reason: string };

export type ReceiptReviewService = ReturnType<typeof createReceiptReviewService>;

/** The review's bell notification, in every language for the member's reading, in the review's transaction. */
async function notifyReview(tx: Db, row: ReceiptRow): Promise<void> {
  const message = inEveryLanguage((language) =>
    row.status === 'approved'
      ? translate('receipt.approvedNotice', language, { points: row.points ?? 0 })
      : translate('receipt.rejectedNotice', language, { reason: row.reject_reason ?? '' }),
  );
  await insertNotification(tx, { memberId: row.member_id, type: 'web', ...message, route: '/upload-receipt' });
}

/**
 * The operator's review of receipts (docs/product/purchase-proof.md, Review): called by the CLI
 * today, ready for a web console. Records who reviewed.
 */
export function createReceiptReviewService(db: Db, campaign: CampaignService, storage: ReceiptStorage) {
  return {
    /**
     * A receipt of the campaign and its file as the member uploaded it, for a reviewer who cannot reach
     * the store itself (CLI receipts:file). 404 for a receipt of another campaign or none.
     */
    async file(receiptId: string): Promise<{ receipt: ReceiptRow; body: Buffer }> {
      const receipt = await findReceipt(db, await campaign.currentId(), receiptId);
      if (!receipt) throw new DomainError('receipt.notFound', 404);
      return { receipt, body: await storage.get(receipt.storage_key) };
    },

    /** The receipts in one state, oldest first (CLI receipts:list). */
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
            label: { key: 'receiptApproved' },
            actor: { type: 'operator', name: review.operator },
          });
        }
        await notifyReview(tx, row);
        return toReceipt(row);
      });
    },
  };
}
