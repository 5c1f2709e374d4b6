import { RemoteWidget, useSession } from '@portal/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Block, BlockLead, BlockTitle } from './styles';
import { HOME_NAMESPACE } from './translations';

/**
 * Once the survey is saved in place, the focus goes to the title of what replaced it: the form and its
 * button are gone, and the focus would otherwise fall back to the page's top, far from where the member
 * is (a screen reader reads the new title; the browser keeps it in view).
 */
function useFocusWhenSurveyDone(intakeOutstanding: boolean) {
  const title = useRef<HTMLHeadingElement>(null);
  const wasOutstanding = useRef(intakeOutstanding);
  useEffect(() => {
    if (wasOutstanding.current && !intakeOutstanding) title.current?.focus();
    wasOutstanding.current = intakeOutstanding;
  }, [intakeOutstanding]);
  return title;
}

/**
 * The member's earn list from mfe-earn, or — while the intake survey is outstanding (docs/product/home.md, Member home)
 * — the intake survey from mfe-auth in its place. Saving the survey updates the session's user,
 * which swaps the slot back to the earn list without a reload.
 */
export function EarnSlot() {
  const { t } = useTranslation(HOME_NAMESPACE);
  const intakeOutstanding = useSession((s) => s.user?.requestIntakeSurveySubmitted === false);
  const earnTitle = useFocusWhenSurveyDone(intakeOutstanding);
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
      <BlockTitle ref={earnTitle} tabIndex={-1}>
        {t('earn.title')}
      </BlockTitle>
      <RemoteWidget remote="earn" expose="earn-list-widget" label={t('earn.region')} />
    </Block>
  );
}
