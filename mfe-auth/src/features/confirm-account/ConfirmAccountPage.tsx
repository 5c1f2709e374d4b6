import { apiCall, isSuccess, toast } from '@portal/shared';
import { Notice, Spinner, TitledPage } from '@portal/kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { CONFIRM_ACCOUNT_NS } from './translations';

export const CONFIRM_ACCOUNT_PATH = '/s2/auth/confirm-account';

/** Confirms the account of the mailed link, then goes to /login. */
export function ConfirmAccountPage() {
  const { t } = useTranslation(CONFIRM_ACCOUNT_NS);
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const token = query.get('token') ?? '';
  const [failed, setFailed] = useState(!token);
  // The token is single-use: StrictMode's second effect run must not send it again.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void apiCall<null>({ method: 'POST', url: CONFIRM_ACCOUNT_PATH, params: { token }, data: { token } }).then(
      (body) => {
        if (!isSuccess(body)) return setFailed(true);
        toast.success(t('confirmed'));
        navigate('/login');
      },
    );
  }, [token, navigate, t]);

  return (
    <TitledPage title={t('title')}>
      {failed ? (
        <Notice $tone="error" role="alert">
          {t('invalid')} <Link to="/login">{t('toLogin')}</Link>
        </Notice>
      ) : (
        <>
          <p>{t('lead')}</p>
          <Spinner />
        </>
      )}
    </TitledPage>
  );
}
