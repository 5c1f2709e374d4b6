import { type Receipt, type ReceiptPage, type ResourceStatus, useApiResource } from '@portal/kit';
import { fetchReceipts } from './api';

const pickReceipts = (page: ReceiptPage): Receipt[] => page.content;

/** The member's earlier receipts, newest first; reload after an upload (the list stays shown meanwhile). */
export function useReceipts(): { status: ResourceStatus; receipts: Receipt[]; reload: () => void } {
  const { status, value: receipts, refresh } = useApiResource(fetchReceipts, pickReceipts, []);
  return { status, receipts, reload: refresh };
}
