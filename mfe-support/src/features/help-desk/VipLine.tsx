import { useSession } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { VipCard } from './styles';
import { GENIUS_TIER, VIP_LINE } from './ticketRules';
import { HELP_DESK_NAMESPACE } from './translations';

/** Genius members' dedicated line: phone Monday to Friday, 9 to 5 ET; e-mail 24/7. Nothing for other tiers. */
export function VipLine() {
  const { t } = useTranslation(HELP_DESK_NAMESPACE);
  const tier = useSession((state) => state.tier);
  if ((tier ?? 0) < GENIUS_TIER) return null;
  return (
    <VipCard as="aside" aria-labelledby="vip-heading">
      <h2 id="vip-heading">{t('vip.heading')}</h2>
      <p>{t('vip.lead')}</p>
      <ul>
        <li>{t('vip.phone', { phone: VIP_LINE.phone })}</li>
        <li>{t('vip.email', { email: VIP_LINE.email })}</li>
      </ul>
    </VipCard>
  );
}
