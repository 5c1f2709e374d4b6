import type { ApiModule } from '../../platform/api-module';
import { receiptRoutes } from './routes';
import type { ReceiptService } from './service';
import { createS3Storage } from './s3-storage';
import type { ReceiptSettings } from './settings';
import { type ReceiptStorage, createLocalStorage } from './storage';

export { type ReceiptService, createReceiptService } from './service';
export { type ReceiptReview, type ReceiptReviewService, createReceiptReviewService } from './review';
export { type ReceiptSettings, loadReceiptSettings } from './settings';
export { type ReceiptSweep, type SweepResult, createReceiptSweepService } from './sweep';
export { type ReceiptStorage, type StoredFile, StoredFileMissingError, createLocalStorage } from './storage';
export { createS3Storage } from './s3-storage';
export type { ReceiptRow } from './repository';

/** The configured store of receipt files: the S3-compatible bucket when set, else the local folder. */
export const receiptStorageFor = (settings: ReceiptSettings): ReceiptStorage =>
  settings.s3 ? createS3Storage(settings.s3) : createLocalStorage(settings.storageDir);

export const receiptModule = (service: ReceiptService, settings: ReceiptSettings): ApiModule => ({
  tag: { name: 'receipt', description: 'Receipt uploads, their pre-validation and the member’s receipts' },
  register: async (api) => {
    await api.register(receiptRoutes, { service, rateLimitPerMinute: settings.rateLimitPerMinute });
  },
});
