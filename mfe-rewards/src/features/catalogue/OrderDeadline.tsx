import type { RewardOrder } from '@portal/kit';
import { useTranslation } from 'react-i18next';
import { StepLead } from './styles';
import { REWARDS_NAMESPACE } from './translations';

/**
 * When an unfinished physical order is cancelled and its points come back (docs/product/rewards.md,
 * Unpaid orders), in the member's language and time zone: the points are already spent, so the member
 * must know how long the order waits for them. Nothing for an order without a deadline.
 */
export function OrderDeadline({ order }: { order: Pick<RewardOrder, 'expiresAt' | 'points'> }) {
  const { t, i18n } = useTranslation(REWARDS_NAMESPACE);
  if (!order.expiresAt) return null;
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(order.expiresAt),
  );
  return <StepLead data-testid="order-deadline">{t('order.deadline', { time, points: order.points })}</StepLead>;
}
