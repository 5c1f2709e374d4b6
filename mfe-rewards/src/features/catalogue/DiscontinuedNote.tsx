import type { Reward } from '@portal/kit';
import { useTranslation } from 'react-i18next';
import { StateNote } from './styles';
import { REWARDS_NAMESPACE } from './translations';

/** "Digital rewards were discontinued as of {date}." (docs/product/rewards.md), on the card and the reward's page. */
export function DiscontinuedNote({ reward }: { reward: Pick<Reward, 'discontinuedFrom'> }) {
  const { t, i18n } = useTranslation(REWARDS_NAMESPACE);
  if (!reward.discontinuedFrom) return null;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(reward.discontinuedFrom),
  );
  return <StateNote>{t('catalogue.discontinued', { date })}</StateNote>;
}
