import type { Receipt, ReceiptPage } from '@portal/kit';
import { type ResourceStatus, useApiResource } from '../api-resource/useApiResource';
import { fetchReceipts } from './api';

const pickReceipts = (page: ReceiptPage): Receipt[] => page.content;

/** The member's earlier receipts, newest first; reload after an upload (the list stays shown meanwhile). */
export function useReceipts(): { status: ResourceStatus; receipts: Receipt[]; reload: () => void } {
  const { status, value: receipts, reload } = useApiResource(fetchReceipts, pickReceipts, [], true);
  return { status, receipts, reload };
}
