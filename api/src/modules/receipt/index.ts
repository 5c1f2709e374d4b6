import type { ApiModule } from '../../platform/api-module';
import { receiptRoutes } from './routes';
import type { ReceiptService } from './service';
import type { ReceiptSettings } from './settings';

export { type ReceiptService, createReceiptService } from './service';
export { type ReceiptReview, type ReceiptReviewService, createReceiptReviewService } from './review';
export { type ReceiptSettings, loadReceiptSettings } from './settings';
export { type ReceiptStorage, createLocalStorage } from './storage';
export type { ReceiptRow } from './repository';

export const receiptModule = (service: ReceiptService, settings: ReceiptSettings): ApiModule => ({
  tag: { name: 'receipt', description: 'Receipt uploads, their pre-validation and the member’s receipts' },
  register: async (api) => {
    await api.register(receiptRoutes, { service, rateLimitPerMinute: settings.rateLimitPerMinute });
  },
});
