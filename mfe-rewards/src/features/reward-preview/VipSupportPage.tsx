import { PageSection, PageTitle } from '@portal/kit';
import { useSession } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { VIP_MIN_TIER } from '../catalogue/rewardRules';
import { LinkButton } from '../catalogue/LinkButton';
import { Alert, Badge } from '../catalogue/styles';
import { REWARDS_NAMESPACE } from '../catalogue/translations';

/** The VIP line's contacts (docs/product/support.md, Support hours). */
export const VIP_CONTACT = { phone: '1-800-555-0142', email: 'vip@vapor-rewards.example' };

/** /reward-preview/vip-customer-support: locked unless the token's tier is above 3 (docs/product/rewards.md). */
export default function VipSupportPage() {
  const { t } = useTranslation(REWARDS_NAMESPACE);
  const tier = useSession((state) => state.tier) ?? 0;
  const unlocked = tier >= VIP_MIN_TIER;
  return (
    <PageSection>
      <PageTitle>{t('vip.title')}</PageTitle>
      <p>{t('vip.lead')}</p>
      <p>
        <Badge>{t('preview.pointsRequired')} 0</Badge>
      </p>
      {unlocked ? (
        <section aria-labelledby="vip-contact" data-testid="vip-unlocked">
          <h2 id="vip-contact">{t('vip.representative')}</h2>
          <p>
            <a href={`tel:${VIP_CONTACT.phone}`}>{t('vip.phone', { phone: VIP_CONTACT.phone })}</a>
          </p>
          <p>
            <a href={`mailto:${VIP_CONTACT.email}`}>{t('vip.email', { email: VIP_CONTACT.email })}</a>
          </p>
        </section>
      ) : (
        <Alert $tone="warning" data-testid="vip-locked">
          🔒 {t('vip.locked')}
        </Alert>
      )}
      <LinkButton to="/rewards">{t('preview.backToRewards')}</LinkButton>
    </PageSection>
  );
}
