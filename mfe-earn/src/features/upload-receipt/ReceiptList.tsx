import { type ResourceStatus, Spinner, type Receipt, LoadFailed } from '@portal/kit';
import { useTranslation } from 'react-i18next';
import { ReceiptTable } from './styles';
import { UPLOAD_RECEIPT_NS } from './translations';

interface ReceiptListProps {
  status: ResourceStatus;
  receipts: Receipt[];
  onRetry: () => void;
}

/** The member's earlier receipts: date, status (with the points or the reason) and id. */
export function ReceiptList({ status, receipts, onRetry }: ReceiptListProps) {
  const { t, i18n } = useTranslation(UPLOAD_RECEIPT_NS);
  const statusText = (receipt: Receipt) =>
    receipt.status === 'approved'
      ? t('approved', { points: receipt.points ?? 0 })
      : receipt.status === 'rejected'
        ? t('rejected', { reason: receipt.reason ?? '' })
        : t('pending');
  return (
    <section aria-labelledby="receipt-history">
      <h2 id="receipt-history">{t('history')}</h2>
      {status === 'loading' && <Spinner label={t('loading')} />}
      {status === 'failed' && <LoadFailed message={t('loadFailed')} onRetry={onRetry} />}
      {status === 'ready' && receipts.length === 0 && <p>{t('empty')}</p>}
      {status === 'ready' && receipts.length > 0 && (
        <ReceiptTable>
          <thead>
            <tr>
              <th scope="col">{t('date')}</th>
              <th scope="col">{t('status')}</th>
              <th scope="col">{t('receiptId')}</th>
            </tr>
          </thead>
          <tbody>
            {receipts.map((receipt) => (
              <tr key={receipt.id}>
                <td>{new Date(receipt.date).toLocaleString(i18n.language)}</td>
                <td>{statusText(receipt)}</td>
                <td data-label={t('receiptIdLabel')}>{receipt.id}</td>
              </tr>
            ))}
          </tbody>
        </ReceiptTable>
      )}
    </section>
  );
}
