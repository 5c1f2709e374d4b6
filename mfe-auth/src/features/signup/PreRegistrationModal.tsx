import { Actions, Button, Modal } from '@portal/kit';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { SIGNUP_NS } from './translations';

/** Where a visitor creates the age-verified store account that registration requires. */
export const STORE_ACCOUNT_URL = 'https://www.example.com/store/create-account';

/** The e-mail has no age-verified store account (docs/product/identity.md, Sign-up). */
export function PreRegistrationModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(SIGNUP_NS);
  const navigate = useNavigate();
  return (
    <Modal title={t('preRegistration.title')} onClose={onClose}>
      <p>{t('preRegistration.body')}</p>
      <ul>
        <li>
          <a href={STORE_ACCOUNT_URL} target="_blank" rel="noreferrer">
            {t('preRegistration.createAccount')}
          </a>
        </li>
        <li>
          <Link to="/contact-us" onClick={onClose}>
            {t('preRegistration.support')}
          </Link>
        </li>
      </ul>
      <Actions>
        <Button type="button" $variant="secondary" onClick={() => navigate('/')}>
          {t('preRegistration.back')}
        </Button>
      </Actions>
    </Modal>
  );
}
