import type { RedemptionHistoryItem } from '@portal/kit';
import { Actions, Button, Card, Modal, PageSection, PageTitle, Pager, Spinner, LoadFailed, pageOf } from '@portal/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fetchHistory } from '../catalogue/api';
import { LinkButton } from '../catalogue/LinkButton';
import { OrderDeadline } from '../catalogue/OrderDeadline';
import { REWARDS_NAMESPACE } from '../catalogue/translations';
import { useLoad } from '../catalogue/useLoad';
import { OrderDetails } from './OrderDetails';
import { PrintOnlyConfirmation } from './printStyle';

/** Redemptions shown per page (docs/product/limits.md, Redemptions page size). */
export const HISTORY_PAGE_SIZE = 10;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 18px;
  }
`;

const UNFINISHED = new Set(['AWAITING_ADDRESS', 'AWAITING_PAYMENT']);
const continuePath = ({ order }: RedemptionHistoryItem) =>
  `/reward-preview/${encodeURIComponent(order.rewardId)}?order=${encodeURIComponent(order.id)}`;

const downloadPath = (item: RedemptionHistoryItem) =>
  `/download/activity-sheet/${encodeURIComponent(item.order.id)}/${encodeURIComponent(item.order.downloadFilename ?? '')}`;

function Confirmation({ item, onBack }: { item: RedemptionHistoryItem; onBack: () => void }) {
  const { t } = useTranslation(REWARDS_NAMESPACE);
  return (
    <Modal title={t('myRewards.confirmation')} onClose={onBack}>
      <PrintOnlyConfirmation />
      <div data-print-area>
        <h3>{t('myRewards.order', { orderNo: item.order.orderNo })}</h3>
        <p>{item.name}</p>
        <OrderDetails order={item.order} />
      </div>
      <Actions data-print-hide>
        <Button onClick={() => window.print()}>{t('myRewards.print')}</Button>
        <Button $variant="secondary" onClick={onBack}>
          {t('common.back')}
        </Button>
      </Actions>
    </Modal>
  );
}

/** /my-rewards: the redemption history, 10 a page, each order with a printable confirmation. */
export default function MyRewardsPage() {
  const { t } = useTranslation(REWARDS_NAMESPACE);
  const { status, data, reload } = useLoad(fetchHistory);
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<RedemptionHistoryItem | undefined>(undefined);
  const items = data?.content ?? [];
  const shown = pageOf(items, page, HISTORY_PAGE_SIZE);
  return (
    <PageSection>
      <PageTitle>{t('myRewards.title')}</PageTitle>
      <p>{t('myRewards.lead')}</p>
      {status === 'loading' && <Spinner label={t('common.loading')} />}
      {status === 'failed' && <LoadFailed message={t('myRewards.loadFailed')} onRetry={reload} />}
      {status === 'ready' && items.length === 0 && (
        <>
          <p>{t('myRewards.empty')}</p>
          <LinkButton to="/rewards">{t('myRewards.browse')}</LinkButton>
        </>
      )}
      {shown.items.length > 0 && (
        <List>
          {shown.items.map((item) => (
            <li key={item.eventId} data-testid="order">
              <Card>
                <h2>
                  {item.name} · {t('myRewards.order', { orderNo: item.order.orderNo })}
                </h2>
                <OrderDetails order={item.order} />
                <OrderDeadline order={item.order} />
                <Actions>
                  <Button $variant="secondary" onClick={() => setOpen(item)}>
                    {t('myRewards.view')}
                  </Button>
                  {item.order.downloadFilename && (
                    <LinkButton to={downloadPath(item)}>{t('preview.download')}</LinkButton>
                  )}
                  {UNFINISHED.has(item.order.status) && (
                    <LinkButton to={continuePath(item)}>{t('myRewards.complete')}</LinkButton>
                  )}
                </Actions>
              </Card>
            </li>
          ))}
        </List>
      )}
      <Pager
        label={t('myRewards.pager')}
        page={shown.page}
        size={HISTORY_PAGE_SIZE}
        total={items.length}
        onPage={setPage}
      />
      {open && <Confirmation item={open} onBack={() => setOpen(undefined)} />}
    </PageSection>
  );
}
