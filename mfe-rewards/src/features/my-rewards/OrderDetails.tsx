import type { RewardOrder } from '@portal/kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { REWARDS_NAMESPACE } from '../catalogue/translations';
import { formatAmount } from '../reward-preview/sandboxCards';
import { shownCountry } from '../reward-preview/spelledOut';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 16px;
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
  /* On a phone each value goes under its name, across the card, not in a column a third of it wide. */
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
    dd + dt {
      margin-top: ${({ theme }) => theme.space(2)};
    }
  }
`;

/**
 * An order's items, address, payment and transaction id, on its card and in the printable confirmation.
 * The payment says what the amount is: paid, pending, declined and still due, or due (no payment yet).
 */
export function OrderDetails({ order }: { order: RewardOrder }) {
  const { t, i18n } = useTranslation(REWARDS_NAMESPACE);
  const none = t('myRewards.none');
  const money = (amount: number) => formatAmount(amount, order.currency, i18n.language);
  const address = order.shippingAddress;
  return (
    <Facts>
      <dt>{t('myRewards.date')}</dt>
      <dd>{new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(order.orderDate))}</dd>
      <dt>{t('myRewards.status')}</dt>
      <dd>{t(`myRewards.statuses.${order.status}`)}</dd>
      <dt>{t('myRewards.items')}</dt>
      <dd>
        {order.items.map((item) => (
          <span key={item.itemName}>
            {item.itemName} × {item.quantity} ({t('common.points', { points: order.points })})
          </span>
        ))}
      </dd>
      {order.code && (
        <>
          <dt>{t('myRewards.code')}</dt>
          <dd>{order.code}</dd>
        </>
      )}
      {order.rewardType === 'PHYSICAL' && (
        <>
          <dt>{t('myRewards.address')}</dt>
          <dd>
            {address
              ? `${address.suite}, ${address.address}, ${address.city}${address.state ? `, ${address.state}` : ''}, ${shownCountry(address.country, i18n.language)} ${address.zip}`
              : none}
          </dd>
          <dt>{t('myRewards.payment')}</dt>
          <dd>
            {order.paymentAmount > 0
              ? t(`myRewards.amount.${order.transactionStatus ?? 'due'}`, { amount: money(order.paymentAmount) })
              : none}
          </dd>
          <dt>{t('myRewards.transactionId')}</dt>
          <dd>{order.transactionId ?? none}</dd>
          {order.trackingNumber && (
            <>
              <dt>{t('myRewards.tracking')}</dt>
              <dd>{order.trackingNumber}</dd>
            </>
          )}
        </>
      )}
    </Facts>
  );
}
