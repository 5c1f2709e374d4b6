import { PageSection, PageTitle } from '@portal/kit/ui';
import { RemoteWidget } from '@portal/shared';
import { useTranslation } from 'react-i18next';

/**
 * Contact Us, open to visitors: the contact form is mfe-support's widget, loaded through Module
 * Federation; with mfe-support down the page stays and the slot shows the unavailable panel
 * (docs/product/support.md, Contact form).
 */
export function ContactUsPage() {
  const { t } = useTranslation();
  return (
    <PageSection>
      <PageTitle>{t('contact.title')}</PageTitle>
      <p>{t('contact.body')}</p>
      <RemoteWidget remote="support" expose="contact-form-widget" label={t('contact.region')} />
    </PageSection>
  );
}
