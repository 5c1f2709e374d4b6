import { RemoteWidget } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CONTACT_SLOT_NAMESPACE } from './translations';

const Slot = styled.div`
  max-width: 720px;
  margin: ${({ theme }) => theme.space(10)} auto 0;
  h2 {
    color: ${({ theme }) => theme.colors.brandDark};
  }
`;

/**
 * The contact form under an activity page (docs/product/support.md, Contact form): mfe-support's
 * widget, loaded through Module Federation, never copied. With mfe-support down the activity page
 * stays and only this slot shows the unavailable panel.
 */
export function ContactFormSlot() {
  const { t } = useTranslation(CONTACT_SLOT_NAMESPACE);
  return (
    <Slot>
      <h2>{t('heading')}</h2>
      <RemoteWidget remote="support" expose="contact-form-widget" label={t('region')} />
    </Slot>
  );
}
