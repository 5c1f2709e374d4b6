import { Card, PageSection, PageTitle } from '@portal/kit/ui';
import { Trans, useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** The address members write to about their data (docs/product/pages.md, Privacy policy). */
export const PRIVACY_EMAIL = 'privacy@vapor-rewards.example';

const Policy = styled(Card)`
  max-width: 820px;
  h2 {
    margin: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(2)};
    font: 700 20px/1.3 ${({ theme }) => theme.font.heading};
    color: ${({ theme }) => theme.colors.brandDark};
  }
`;

const SECTIONS = ['gdpr', 'california', 'adults'] as const;

/** The day the policy took effect (docs/product/pages.md, Privacy policy). */
const PRIVACY_EFFECTIVE = '2021-06-25';

/** A calendar day as the reader's language writes it (25 June 2021, 25 juin 2021); UTC, so no time zone moves it. */
export const writtenDay = (day: string, language: string): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** The privacy policy: effective 2021-06-25; GDPR, CalOPPA and CCPA rights; adults 18+; a contact address. */
export function PrivacyPolicyPage() {
  const { t, i18n } = useTranslation();
  return (
    <PageSection>
      <PageTitle>{t('privacy.title')}</PageTitle>
      <Policy>
        <p>
          <strong>{t('privacy.effective', { date: writtenDay(PRIVACY_EFFECTIVE, i18n.language) })}</strong>
        </p>
        <p>{t('privacy.intro')}</p>
        {SECTIONS.map((section) => (
          <section key={section}>
            <h2>{t(`privacy.${section}.title`)}</h2>
            <p>{t(`privacy.${section}.body`)}</p>
          </section>
        ))}
        <h2>{t('privacy.contact.title')}</h2>
        <p>
          <Trans
            t={t}
            i18nKey="privacy.contact.body"
            values={{ email: PRIVACY_EMAIL }}
            components={{ mail: <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a> }}
          />
        </p>
      </Policy>
    </PageSection>
  );
}
