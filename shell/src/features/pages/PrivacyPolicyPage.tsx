import { PageSection, PageTitle } from '@portal/shared';
import { useTranslation } from 'react-i18next';

/** The privacy policy text. Legal text is kept in English as published; the title is translated. */
export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  return (
    <PageSection>
      <PageTitle>{t('privacy.title')}</PageTitle>
      <p><strong>Effective date: 2021-06-25</strong></p>
      <p>This programme is for adults only (18+). We collect the details you give us to run the loyalty programme: your name, e-mail, address, purchases and the activities you complete.</p>
      <h2>Your rights under the GDPR</h2>
      <p>You may access, correct, export or delete your personal data, object to its processing and withdraw consent at any time.</p>
      <h2>California (CalOPPA and CCPA)</h2>
      <p>California residents may know what we collect, ask us to delete it, and opt out of its sale. We do not sell personal information, and we honour Do Not Track signals.</p>
      <h2>Contact</h2>
      <p>Write to <a href="mailto:privacy@vapor-rewards.example">privacy@vapor-rewards.example</a>.</p>
    </PageSection>
  );
}
