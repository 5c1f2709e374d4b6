import { isLoggedIn, useSession } from '@portal/shared';
import { TitledPage } from '@portal/kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
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

/** The way to the help desk, above the form: on a phone it is the first thing under the title. */
const HelpDesk = styled.p`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.brandTint};
  color: ${({ theme }) => theme.colors.text};
`;

const HelpDeskLink = styled(Link)`
  align-self: flex-start;
  font-weight: 700;
  font-size: 17px;
  overflow-wrap: anywhere;
`;

/**
 * /support: the contact form beside the eight-item FAQ accordion; a signed-in member also finds the way
 * to the help desk (their tickets) above them, since no menu leads there.
 */
export function SupportPage() {
  const { t } = useTranslation(FAQ_NAMESPACE);
  const { open, toggle } = useOpenItems(SUPPORT_FAQ_ITEMS);
  const loggedIn = useSession(isLoggedIn);
  return (
    <TitledPage title={t('support.title')} lead={t('support.lead')}>
      {loggedIn && (
        <HelpDesk>
          <HelpDeskLink to="/help-desk">{t('support.tickets')}</HelpDeskLink>
          <span>{t('support.ticketsLead')}</span>
        </HelpDesk>
      )}
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
