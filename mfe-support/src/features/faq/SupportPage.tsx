import { TitledPage } from '@portal/kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ContactForm } from '../contact-form/ContactForm';
import { FaqAccordion } from './FaqAccordion';
import { FAQ_NAMESPACE, SUPPORT_FAQ_ITEMS } from './translations';
import { useOpenItems } from './useOpenItems';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: 1fr;
  }
  h2 {
    margin-top: 0;
    color: ${({ theme }) => theme.colors.brandDark};
  }
`;

/** /support: the contact form beside the eight-item FAQ accordion. */
export function SupportPage() {
  const { t } = useTranslation(FAQ_NAMESPACE);
  const { open, toggle } = useOpenItems(SUPPORT_FAQ_ITEMS);
  return (
    <TitledPage title={t('support.title')} lead={t('support.lead')}>
      <Columns>
        <ContactForm />
        <section aria-labelledby="support-faq">
          <h2 id="support-faq">{t('support.faqHeading')}</h2>
          <FaqAccordion items={SUPPORT_FAQ_ITEMS} open={open} onToggle={toggle} />
        </section>
      </Columns>
    </TitledPage>
  );
}
