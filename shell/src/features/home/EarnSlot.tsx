import { RemoteWidget, useSession } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Block, BlockLead, BlockTitle } from './styles';
import { HOME_NAMESPACE } from './translations';

/**
 * The member's earn list from mfe-earn, or — while the intake survey is outstanding (docs/product/home.md, Member home)
 * — the intake survey from mfe-auth in its place. Saving the survey updates the session's user,
 * which swaps the slot back to the earn list without a reload.
 */
export function EarnSlot() {
  const { t } = useTranslation(HOME_NAMESPACE);
  const intakeOutstanding = useSession((s) => s.user?.requestIntakeSurveySubmitted === false);
  if (intakeOutstanding) {
    return (
      <Block>
        <BlockTitle>{t('intake.title')}</BlockTitle>
        <BlockLead>{t('intake.lead')}</BlockLead>
        <RemoteWidget remote="auth" expose="intake-survey-widget" label={t('intake.region')} />
      </Block>
    );
  }
  return (
    <Block>
      <BlockTitle>{t('earn.title')}</BlockTitle>
      <RemoteWidget remote="earn" expose="earn-list-widget" label={t('earn.region')} />
    </Block>
  );
}
